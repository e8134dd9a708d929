// A fake API under the real client (transport, schemas, errors) for the admin tools' tests (releases, plans, modules,
// audit, product-owner items): JSON bodies by method and path, the latest answer given for a route winning, so a
// test can change what the server says after an action. (fakeAdminApi.ts serves the dashboard/white-label tests.)
import { configureApi, resetApi } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { json, loopbackError } from '@erp/test-doubles';

/** One request that reached the fake server. */
export interface ToolsCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The multipart form of an upload. */
  form: FormData | null;
}

type Reply = Response | unknown | ((call: ToolsCall) => Response | unknown);

/** The API's error answer `{ error: { message, ... } }` with this status and any extra fields (`faltando`). */
export const toolsError = (status: number, message: string, extra: Record<string, unknown> = {}): Response =>
  Object.keys(extra).length > 0
    ? json({ error: { statusCode: status, name: 'Error', message, ...extra } }, status)
    : loopbackError(status, message);

const ENDPOINT = 'http://localhost:3000/api/';

async function readCall(request: Request): Promise<ToolsCall> {
  const url = new URL(request.url);
  const query: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    try {
      query[name] = JSON.parse(value) as unknown;
    } catch {
      query[name] = value;
    }
  }
  const type = request.headers.get('Content-Type') ?? '';
  let body: unknown;
  let form: FormData | null = null;
  if (type.startsWith('multipart/')) form = await request.formData();
  else {
    const text = await request.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  }
  const path = decodeURIComponent(url.pathname.replace(/^\/api\//, ''));
  return { method: request.method, path, query, body, form };
}

/** Configures the process-wide client against a fresh fake server; unknown calls answer 404. */
export function startToolsApi() {
  const calls: ToolsCall[] = [];
  const routes: Array<{ method: string; path: string | RegExp; reply: Reply }> = [];
  const matches = (path: string | RegExp, actual: string) =>
    typeof path === 'string' ? path === actual : path.test(actual);

  resetApi();
  configureApi({
    endpoint: ENDPOINT,
    getToken: () => sessionStore.getState().token,
    fetch: async (input, init) => {
      const call = await readCall(input instanceof Request ? input : new Request(input, init));
      calls.push(call);
      const route = [...routes].reverse().find((r) => r.method === call.method && matches(r.path, call.path));
      if (!route) return toolsError(404, `Rota desconhecida: ${call.method} ${call.path}`);
      const answer =
        typeof route.reply === 'function' ? (route.reply as (c: ToolsCall) => unknown)(call) : route.reply;
      if (answer instanceof Response) return answer.clone();
      return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
    },
  });

  return {
    calls,
    /** What the server answers to this method and path: a Response, a JSON body, or a function of the call. */
    on(method: string, path: string | RegExp, reply: Reply): void {
      routes.push({ method, path, reply });
    },
    /** Calls made with this method and path. */
    callsTo(method: string, path: string | RegExp): ToolsCall[] {
      return calls.filter((c) => c.method === method && matches(path, c.path));
    },
  };
}

export type ToolsApi = ReturnType<typeof startToolsApi>;
