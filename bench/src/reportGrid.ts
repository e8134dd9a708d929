import { measure, round, type Figures } from './measure';
import type { ThrowawayApi } from './throwawayApi';

/** Grid rows of one user's company, as months of use leave them: finished and failed reports, newest first. */
export async function insertGridRows(api: ThrowawayApi, email: string, count: number): Promise<void> {
  await api.server.db.execute(`
    insert into relatorios (empresa_id, filial_id, usuario_id, relatorio, tipo, descricao, status, filtros,
                            data_inclusao, arquivo, erro)
    select u.empresa_id, u.filial_selecionada_id, u.id,
           (array['vendas','pessoas','financeiro','posicao-estoque'])[1 + g % 4],
           (array['pdf','xlsx'])[1 + g % 2],
           (array['Vendas','Pessoas','Financeiro','Posição de estoque'])[1 + g % 4] || ' ' || g,
           case when g % 9 = 0 then 2 else 1 end, '{}'::jsonb,
           now() - (g || ' minutes')::interval, null,
           case when g % 9 = 0 then 'Erro ao gerar o relatório.' end
    from usuarios u, generate_series(1, ${count}) g
    where u.email = '${email}'`);
}

/** What one grid interaction sends: a page of 20 with the grid's sort and column filters (relatoriosQuery.ts). */
const INTERACTIONS: Array<{ name: string; filter: object }> = [
  {
    name: 'primeira página (dataInclusao DESC)',
    filter: { order: ['dataInclusao DESC'], limit: 20, skip: 0 },
  },
  { name: 'ordenar por Relatório', filter: { order: ['descricao ASC'], limit: 20, skip: 0 } },
  { name: 'página 400', filter: { order: ['dataInclusao DESC'], limit: 20, skip: 8000 } },
  {
    name: 'filtrar Relatório contém "vendas 1" + Erro',
    filter: {
      where: { descricao: { ilike: '%vendas 1%' }, status: 2 },
      order: ['dataInclusao DESC'],
      limit: 20,
    },
  },
];

/** Each grid interaction against the real API over loopback, one user at a time; the count call beside the pages. */
export async function measureGrid(base: string, token: string, seconds: number): Promise<Figures[]> {
  const headers = { authorization: token };
  // The HTTP stack alone on the same process: what the machine allows right now, the grid's floor.
  const rows: Figures[] = [
    await measure('GET /api/ping (linha de base)', { url: `${base}/api/ping`, connections: 1, seconds }),
  ];
  for (const { name, filter } of INTERACTIONS) {
    const url = `${base}/api/Relatorios?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    rows.push(await measure(name, { url, headers, connections: 1, seconds }));
  }
  const where = encodeURIComponent(JSON.stringify({ status: 2 }));
  rows.push(
    await measure('contar (Relatorios/count)', {
      url: `${base}/api/Relatorios/count?where=${where}`,
      headers,
      connections: 1,
      seconds,
    }),
  );
  return rows;
}

export function printGrid(rows: Figures[], budgetMs: number): boolean {
  console.log('| interação | req/s | p50 | p95 | falhas | meta |');
  console.log('|---|---|---|---|---|---|');
  let ok = true;
  for (const f of rows) {
    const pass = f.p95 <= budgetMs && f.failures === 0;
    ok &&= pass;
    console.log(
      `| ${f.name} | ${round(f.requestsPerSecond)} | ${round(f.p50)} ms | ${round(f.p95)} ms | ${f.failures} | ` +
        `≤ ${budgetMs} ms: ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  return ok;
}
