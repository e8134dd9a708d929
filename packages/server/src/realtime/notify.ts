import type { Server } from 'socket.io';

/** Who a realtime event is for: one user, everyone of a company, or everyone of a brand. */
export type Audience = { userId: number } | { companyId: number } | { idConfig: number };

/** The room an authenticated socket joins for each audience. */
export function roomOf(audience: Audience): string {
  if ('userId' in audience) return `user:${audience.userId}`;
  if ('companyId' in audience) return `company:${audience.companyId}`;
  return `brand:${audience.idConfig}`;
}

/**
 * Sends an event to an audience (e.g. `alerta`, or `{event}-pdf` with `{ status, data: { file, url } }` when a report
 * is ready). Through the Redis adapter it reaches sockets held by every API process.
 */
export function notify(io: Server, audience: Audience, event: string, payload: unknown): void {
  io.to(roomOf(audience)).emit(event, payload);
}
