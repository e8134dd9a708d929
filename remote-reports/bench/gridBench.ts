// Timings of the exported reports grid's work over 10,000 reports, in Node with the remote's own modules:
//  - one sort or filter interaction = the grid state turned into the server filter, the page and count read through
//    the real API client (schemas included) from the in-memory fake server, which filters and sorts all 10,000 rows;
//  - the toolbar's PDF and Excel export of 10,000 rows with the same helper modules the browser loads.
// It does not render the table (no jsdom or browser here); the table only ever renders one page.
import { performance } from 'node:perf_hooks';
import { relatorio, startReportsApi } from '../src/test/reportsApi';
import { relatoriosApi } from '../src/api/relatoriosApi';
import { relatoriosFilter, type RelatoriosQuery } from '../src/features/exportacoes/relatoriosQuery';
import { relatoriosListing } from '../src/features/exportacoes/export/listingTable';
import { buildListingPdf } from '../src/features/exportacoes/export/listingPdf';
import { buildListingExcel } from '../src/features/exportacoes/export/listingExcel';

const ROWS = 10_000;
const INTERACTION_BUDGET_MS = 50;
const EXPORT_BUDGET_MS = 2_000;

const KINDS = ['Vendas', 'Pessoas', 'Financeiro', 'Posição de estoque', 'Movimentação de estoque'];
const rows = Array.from({ length: ROWS }, (_, i) =>
  relatorio(i + 1, {
    descricao: KINDS[i % KINDS.length] ?? 'Vendas',
    tipo: i % 3 === 0 ? 'xlsx' : 'pdf',
    status: (i % 7 === 0 ? 2 : i % 5 === 0 ? 0 : 1) as 0 | 1 | 2,
  }),
);
startReportsApi(rows);

async function interaction(query: RelatoriosQuery): Promise<number> {
  const started = performance.now();
  const filter = relatoriosFilter(query);
  await Promise.all([relatoriosApi.list(filter), relatoriosApi.count(filter.where)]);
  return performance.now() - started;
}

const base: RelatoriosQuery = { pageIndex: 0, pageSize: 10, sorting: [], columnFilters: [] };
const interactions: Array<[string, RelatoriosQuery]> = [
  ['sort Relatório asc', { ...base, sorting: [{ id: 'descricao', desc: false }] }],
  ['sort Status desc', { ...base, sorting: [{ id: 'status', desc: true }] }],
  ['filter Relatório "vend"', { ...base, columnFilters: [{ id: 'descricao', value: 'vend' }] }],
  [
    'filter Status Erro + XLSX',
    {
      ...base,
      columnFilters: [
        { id: 'status', value: '2' },
        { id: 'tipo', value: 'xlsx' },
      ],
    },
  ],
  ['page 500', { ...base, pageIndex: 499 }],
];

let failed = false;
const report = (name: string, ms: number, budget: number) => {
  const ok = ms <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${ms.toFixed(1)} ms (budget ${budget} ms)`);
};

await interaction(base); // warm-up
for (const [name, query] of interactions) {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) times.push(await interaction(query));
  times.sort((a, b) => a - b);
  report(`${name} (median of 5)`, times[2] ?? 0, INTERACTION_BUDGET_MS);
}

const header = {
  empresa: 'Mercado Demo Ltda',
  cnpj: '12.345.678/0001-95',
  usuario: 'Ana Lima',
  data: '10/05/2026 10:45',
};
const table = relatoriosListing(rows);
for (const orientation of ['portrait', 'landscape'] as const) {
  const started = performance.now();
  const pdf = buildListingPdf(table, header, orientation).output('arraybuffer');
  report(
    `PDF export (${orientation}) of ${ROWS} rows (${(pdf.byteLength / 1024).toFixed(0)} KiB)`,
    performance.now() - started,
    EXPORT_BUDGET_MS,
  );
}
const started = performance.now();
const xlsx = await buildListingExcel(table, header);
report(
  `Excel export of ${ROWS} rows (${(xlsx.byteLength / 1024).toFixed(0)} KiB)`,
  performance.now() - started,
  EXPORT_BUDGET_MS,
);

process.exitCode = failed ? 1 : 0;
