// The one fake API of the screen tests: the real client (transport, schemas, errors, socket wiring) configured over a
// fake fetch and a fake socket, so a test drives a screen as the browser would and reads what reached the "server".
// An area brings its route table (the state its screens change, e.g. the shell's alerts and favourites); a test
// answers what it is about with `answer` and reads the calls with `calls`. A client a screen makes for itself
// (`createApiClient` without a fetch, e.g. the sign-in's token probe) reaches the same fake server through the global
// fetch, which is replaced too: no test ever goes to the network.
import { configureApi, resetApi } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { FakeSocket } from './fakeSocket';
import { json, loopbackError } from './httpFakes';

/** The API origin the fake client is configured with (CONTRACT's API base). */
export const FAKE_API_ENDPOINT = 'http://localhost:3000/api/';

/** One request that reached the fake server. */
export interface FakeRequest {
  method: string;
  /** The origin the client was configured with: `http://localhost:3000` for the configured client. */
  origin: string;
  /** The path after `/api/`, decoded: `Usuarios/getUserInfo`; one outside the API keeps its slash: `/reset-password`. */
  path: string;
  /** The query's parameters, each parsed as JSON when it is JSON (a list's `filter`, a count's `where`). */
  query: Record<string, unknown>;
  /** The JSON body, or the `FormData` of an upload. */
  body: unknown;
  /** The Authorization header the call carried. */
  token: string | null;
}

/**
 * What the server answers: a Response, a JSON body (`undefined` answers 204), or a function of the request giving
 * either.
 */
export type FakeReply =
  ((request: FakeRequest) => unknown) | Response | object | string | number | boolean | null | undefined;

/** An area's own routes: the answer to a request it knows, `undefined` for one it does not. */
export type FakeRouteTable = (request: FakeRequest) => Response | undefined | Promise<Response | undefined>;

const matches = (path: string | RegExp, actual: string) =>
  typeof path === 'string' ? path === actual : path.test(actual);

async function readRequest(request: Request): Promise<FakeRequest> {
  const url = new URL(request.url);
  const query: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    try {
      query[name] = JSON.parse(value) as unknown;
    } catch {
      query[name] = value;
    }
  }
  let body: unknown;
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data'))
    body = await request.formData();
  else {
    const text = await request.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  }
  return {
    method: request.method,
    origin: url.origin,
    path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
    query,
    body,
    token: request.headers.get('Authorization'),
  };
}

async function toResponse(reply: FakeReply, request: FakeRequest): Promise<Response> {
  const answer = typeof reply === 'function' ? await (reply as (r: FakeRequest) => unknown)(request) : reply;
  // A Response given as a value may be answered more than once: each call reads its own copy.
  if (answer instanceof Response) return answer.clone();
  return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
}

/**
 * Configures the process-wide client against a fresh fake server. A call is answered by the latest matching
 * `answer` (so a test can change what the server says after an action), else by the area's routes, else 404.
 */
export function startFakeApi(routes: FakeRouteTable = () => undefined) {
  const requests: FakeRequest[] = [];
  const answers: Array<{ method: string; path: string | RegExp; reply: FakeReply }> = [];
  const socket = new FakeSocket();
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input instanceof Request ? input : new Request(input, init));
    requests.push(request);
    const answer = answers.findLast((a) => a.method === request.method && matches(a.path, request.path));
    if (answer) return toResponse(answer.reply, request);
    return (
      (await routes(request)) ?? loopbackError(404, `Rota desconhecida: ${request.method} ${request.path}`)
    );
  };
  // A spy on an already spied fetch is the same mock: each start only swaps in its own server.
  jest.spyOn(globalThis, 'fetch').mockImplementation(fakeFetch);
  resetApi();
  configureApi({
    endpoint: FAKE_API_ENDPOINT,
    getToken: () => sessionStore.getState().token,
    fetch: fakeFetch,
    socketFactory: () => socket as never,
  });
  return {
    /** Every request, in order. */
    requests,
    /** The socket the client opened; a test pushes server events through it. */
    socket,
    /** What the server answers to this method and path from now on. */
    answer(method: string, path: string | RegExp, reply: FakeReply): void {
      answers.push({ method, path, reply });
    },
    /** The requests made with this method and path. */
    calls(method: string, path: string | RegExp): FakeRequest[] {
      return requests.filter((r) => r.method === method && matches(path, r.path));
    },
  };
}

export type FakeApi = ReturnType<typeof startFakeApi>;
