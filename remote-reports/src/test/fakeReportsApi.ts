// An in-memory reports API for this remote's tests and bench: the real client (transport, schemas, errors) over a
// fake fetch that applies the LoopBack filter the grid sends, and a fake socket a test pushes report results through.
import { configureApi, resetApi, type Relatorio } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { FakeSocket, json, loopbackError } from '@erp/test-doubles';

/** One request that reached the fake server, with its query parsed. */
export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

const ENDPOINT = 'http://localhost:3000/api/';

/** A LoopBack error answer with a Portuguese message. */
export const apiError = (status: number, message: string): Response => loopbackError(status, message);

type Where = Record<string, unknown>;

function likeToRegExp(pattern: string): RegExp {
  const body = pattern.replace(/\\([\\%_])|([%_])|([.*+?^${}()|[\]\\])/g, (_, escaped, wild, special) =>
    escaped ? `\\${escaped}` : wild ? (wild === '%' ? '.*' : '.') : `\\${special}`,
  );
  return new RegExp(`^${body}$`, 'i');
}

function matches(row: Relatorio, where: Where): boolean {
  return Object.entries(where).every(([field, condition]) => {
    const value = row[field as keyof Relatorio] as unknown;
    if (condition === null || typeof condition !== 'object') return value === condition;
    const c = condition as Record<string, unknown>;
    if (typeof c.ilike === 'string') return likeToRegExp(c.ilike).test(String(value));
    const time = new Date(String(value)).getTime();
    if (Array.isArray(c.between))
      return (
        time >= new Date(String(c.between[0])).getTime() && time <= new Date(String(c.between[1])).getTime()
      );
    if (c.gte !== undefined) return time >= new Date(String(c.gte)).getTime();
    if (c.lte !== undefined) return time <= new Date(String(c.lte)).getTime();
    return false;
  });
}

function sorted(rows: Relatorio[], order: unknown): Relatorio[] {
  const keys = (Array.isArray(order) ? order : [order ?? 'dataInclusao DESC']).map((o) =>
    String(o).split(' '),
  );
  return [...rows].sort((a, b) => {
    for (const [field = 'id', direction] of keys) {
      const x = a[field as keyof Relatorio] as string | number;
      const y = b[field as keyof Relatorio] as string | number;
      if (x === y) continue;
      return (x < y ? -1 : 1) * (direction === 'DESC' ? -1 : 1);
    }
    return 0;
  });
}

/** A finished PDF report with this id; tests override what they need. */
export function relatorio(id: number, overrides: Partial<Relatorio> = {}): Relatorio {
  return {
    id,
    descricao: `Vendas ${id}`,
    tipo: 'pdf',
    status: 1,
    dataInclusao: new Date(Date.UTC(2026, 4, 10, 13, 45) - id * 60_000).toISOString(),
    url: `/api/Relatorios/${id}/arquivo`,
    erro: null,
    ...overrides,
  };
}

let nextId = 5000;

/** Configures the process-wide client against a fresh fake server holding `relatorios`. */
export function startFakeReportsApi(relatorios: Relatorio[] = []) {
  const db = { relatorios };
  const requests: FakeRequest[] = [];
  const overrides: Array<(call: FakeRequest) => Response | undefined> = [];
  const socket = new FakeSocket();

  function route(call: FakeRequest): Response {
    const { method, path, query, body } = call;
    if (method === 'GET' && path === 'Relatorios/count') {
      return json({ count: db.relatorios.filter((r) => matches(r, (query.where ?? {}) as Where)).length });
    }
    if (method === 'GET' && path === 'Relatorios') {
      const filter = (query.filter ?? {}) as {
        where?: Where;
        order?: unknown;
        limit?: number;
        skip?: number;
      };
      const found = sorted(
        db.relatorios.filter((r) => matches(r, filter.where ?? {})),
        filter.order,
      );
      const skip = filter.skip ?? 0;
      return json(found.slice(skip, filter.limit === undefined ? undefined : skip + filter.limit));
    }
    const remove = /^Relatorios\/(\d+)$/.exec(path);
    if (method === 'DELETE' && remove) {
      const id = Number(remove[1]);
      if (!db.relatorios.some((r) => r.id === id)) return apiError(404, 'Relatório não encontrado.');
      db.relatorios = db.relatorios.filter((r) => r.id !== id);
      return json({ count: 1 });
    }
    const link = /^Relatorios\/(\d+)\/arquivo\/link$/.exec(path);
    if (method === 'POST' && link) {
      const id = Number(link[1]);
      if (!db.relatorios.some((r) => r.id === id)) return apiError(404, 'Relatório não encontrado.');
      return json({
        url: `/api/Relatorios/${id}/arquivo?access_token=link-${id}`,
        expiraEm: '2026-05-10T13:47:00.000Z',
      });
    }
    const start = /^Relatorios\/gerar\/([^/]+)\/(pdf|xlsx)$/.exec(path);
    if (method === 'POST' && start) {
      const id = (nextId += 1);
      db.relatorios.unshift(
        relatorio(id, {
          descricao: String(start[1]),
          tipo: start[2] as 'pdf' | 'xlsx',
          status: 0,
          url: null,
        }),
      );
      void body;
      return json({ id, event: `relatorio-${id}` }, 202);
    }
    return apiError(404, `Rota desconhecida: ${method} ${path}`);
  }

  resetApi();
  configureApi({
    endpoint: ENDPOINT,
    getToken: () => sessionStore.getState().token,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const query: Record<string, unknown> = {};
      for (const [name, value] of url.searchParams) {
        try {
          query[name] = JSON.parse(value) as unknown;
        } catch {
          query[name] = value;
        }
      }
      const text = await request.text();
      const call: FakeRequest = {
        method: request.method,
        path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
        query,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(call);
      for (const override of overrides) {
        const answer = override(call);
        if (answer) return answer;
      }
      return route(call);
    },
    socketFactory: () => socket as never,
  });

  return {
    db,
    requests,
    socket,
    /** Answers matching calls with this response instead of the fake's own. */
    answer(method: string, path: string | RegExp, response: () => Response): void {
      overrides.push((call) =>
        call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
          ? response()
          : undefined,
      );
    },
    /** Calls made with this method and path. */
    calls(method: string, path: string | RegExp): FakeRequest[] {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
  };
}

export type FakeReportsApi = ReturnType<typeof startFakeReportsApi>;
