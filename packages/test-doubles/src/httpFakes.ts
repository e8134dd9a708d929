// HTTP answers shaped like the API's (CONTRACT "API"), for tests that put a fake fetch under the real client.

type Reply = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fetch that records each request and answers the queued replies in order. */
export function mockFetch(...replies: Reply[]): { fetch: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // ky hands the Request on after using its body stream elsewhere; keep a readable copy for assertions.
    requests.push(request.clone());
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply;
  };
  return { fetch: fn as typeof fetch, requests };
}

/** A JSON answer. */
export const json = (data: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** An empty 204 answer. */
export const noContent = (): Response => new Response(null, { status: 204 });

/**
 * A LoopBack error answer, with the Portuguese message the user would read; `options` give its name, headers and any
 * extra fields of the error (the contract check's `faltando`).
 */
export const loopbackError = (
  status: number,
  message: string,
  options: { name?: string; headers?: Record<string, string>; fields?: Record<string, unknown> } = {},
): Response =>
  json(
    { error: { statusCode: status, name: options.name ?? 'Error', message, ...options.fields } },
    status,
    options.headers,
  );
