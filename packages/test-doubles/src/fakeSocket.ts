/**
 * A socket.io client stand-in for `createApiClient({ socketFactory })`: listeners are kept per event and `push`
 * plays an event as if the server had sent it, so a test drives realtime behaviour without a server.
 */
export class FakeSocket {
  private handlers = new Map<string, Set<(payload: unknown) => void>>();

  on(event: string, handler: (payload: unknown) => void): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: (payload: unknown) => void): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(): this {
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    return this;
  }

  /** Plays a server event to every listener of it. */
  push(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }

  /** How many listeners an event has (tests wait for a subscription before pushing). */
  listeners(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}
