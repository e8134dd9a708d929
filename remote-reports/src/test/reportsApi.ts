// The reports area's route table for @erp/test-doubles' fake API (its tests and bench): the listing applies the
// LoopBack filter the grid sends; a test pushes report results through the fake socket.
import type { Relatorio } from '@erp/api-client';
import { json, loopbackError, startFakeApi, type FakeRouteTable } from '@erp/test-doubles';

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

/** The reports area's route table over `db`: the listing with its LoopBack filter, deletion, links and generation. */
function reportsRoutes(db: { relatorios: Relatorio[] }): FakeRouteTable {
  return ({ method, path, query }) => {
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
      if (!db.relatorios.some((r) => r.id === id)) return loopbackError(404, 'Relatório não encontrado.');
      db.relatorios = db.relatorios.filter((r) => r.id !== id);
      return json({ count: 1 });
    }
    const link = /^Relatorios\/(\d+)\/arquivo\/link$/.exec(path);
    if (method === 'POST' && link) {
      const id = Number(link[1]);
      if (!db.relatorios.some((r) => r.id === id)) return loopbackError(404, 'Relatório não encontrado.');
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
      return json({ id, event: `relatorio-${id}` }, 202);
    }
    return undefined;
  };
}

/** The reports area's fake API: @erp/test-doubles' fake server with the reports' routes over `relatorios`. */
export function startReportsApi(relatorios: Relatorio[] = []) {
  const db = { relatorios };
  return { ...startFakeApi(reportsRoutes(db)), db };
}

export type ReportsApi = ReturnType<typeof startReportsApi>;
