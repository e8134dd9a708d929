import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake CRM received. */
export interface CrmRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  userKey: string | undefined;
  body: unknown;
}

/** How the fake answers a call: a status and body, optionally after a delay. */
export interface CrmReply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/** The four calls, keyed `GET Contacts`, `POST Contacts`, `POST Deals`, `POST Tasks`. */
export type CrmRoutes = Partial<Record<string, (request: CrmRequest) => CrmReply>>;

export interface FakeCrmServer {
  baseUrl: string;
  requests: CrmRequest[];
  routes: CrmRoutes;
  /** Resolves once the requests so far pass `check` (a sign-up's CRM step runs after its answer); fails after `ms`. */
  waitFor(check: (requests: readonly CrmRequest[]) => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** The CRM's default behaviour: no contact yet, every creation answers a `value` list with a new id. */
export function defaultCrmRoutes(): CrmRoutes {
  return {
    'GET Contacts': () => ({ body: { value: [] } }),
    'POST Contacts': () => ({ body: { value: [{ Id: 501 }] } }),
    'POST Deals': () => ({ body: { value: [{ Id: 777 }] } }),
    'POST Tasks': () => ({ body: { value: [{ Id: 9 }] } }),
  };
}

/** A local HTTP server implementing the CRM's four calls, recording every request. */
export async function startFakeCrm(routes: CrmRoutes = defaultCrmRoutes()): Promise<FakeCrmServer> {
  const requests: CrmRequest[] = [];
  const fake = { routes };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: CrmRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\//, ''),
        query: url.searchParams,
        userKey: req.headers['user-key'] as string | undefined,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(request);
      const reply = fake.routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404, body: {} };
      const timer = setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body ?? {}));
      }, reply.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    get routes() {
      return fake.routes;
    },
    set routes(next: CrmRoutes) {
      fake.routes = next;
    },
    async waitFor(check, ms = 15_000) {
      const until = Date.now() + ms;
      while (!check(requests)) {
        if (Date.now() > until)
          throw new Error(`tempo esgotado esperando o CRM (${requests.length} chamadas recebidas)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
