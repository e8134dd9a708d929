import { measure, type Figures } from '../measure';
import { BENCHED_LISTS, interactionsOf } from './interactions';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The month of the list's newest row ('yyyy-MM', São Paulo), so the filter interaction has rows to show. */
async function newestMonth(base: string, token: string, resource: string): Promise<string> {
  const [row] = await getJson<Array<{ dataHora: string }>>(
    `${base}/api/${resource}?filter=${q({ order: ['dataHora DESC'], limit: 1, fields: ['id', 'dataHora'] })}`,
    token,
  );
  const local = new Date(new Date(row!.dataHora).getTime() - 3 * 3600_000);
  return local.toISOString().slice(0, 7);
}

/** One list's figures: how many rows the branch holds, and each interaction's page and count requests. */
export interface ListApiFigures {
  resource: string;
  rows: number;
  figures: Figures[];
}

/**
 * Each interaction of each list against the real API over loopback, one connection (the latency one user sees): the
 * page request and the count request the list page sends beside it, measured apart.
 */
export async function measureListApi(
  base: string,
  token: string,
  seconds: number,
): Promise<ListApiFigures[]> {
  const headers = { authorization: token };
  // The HTTP stack alone on the same process: what the machine allows right now, the lists' floor.
  const results: ListApiFigures[] = [
    {
      resource: 'linha de base',
      rows: 0,
      figures: [await measure('GET /api/ping', { url: `${base}/api/ping`, connections: 1, seconds })],
    },
  ];
  for (const list of BENCHED_LISTS) {
    const url = `${base}/api/${list.resource}`;
    const { count } = await getJson<{ count: number }>(`${url}/count?where=${q({})}`, token);
    const field = list.resource === 'PedidosVenda' ? 'vendedorId' : 'localEstoqueId';
    const [choice] = await getJson<Array<{ id: number }>>(`${url}/opcoes/${field}`, token);
    const month = await newestMonth(base, token, list.resource);
    const figures: Figures[] = [];
    for (const { name, filter } of interactionsOf(list, choice!.id, month, count)) {
      figures.push(
        await measure(`${name}: página`, {
          url: `${url}?filter=${q(filter)}`,
          headers,
          connections: 1,
          seconds,
        }),
      );
      if (name.startsWith('página') || name.startsWith('última') || name.startsWith('ordenar')) continue;
      figures.push(
        await measure(`${name}: contagem`, {
          url: `${url}/count?where=${q(filter.where)}`,
          headers,
          connections: 1,
          seconds,
        }),
      );
    }
    results.push({ resource: list.resource, rows: count, figures });
  }
  return results;
}
