import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderPool, type RenderJob, type RowFeed } from '@erp/server';

/** The sales report's columns: the widest landscape table the product prints, so the heaviest page layout. */
const SALES_COLUMNS: RenderJob['columns'] = [
  { header: 'Número', format: 'integer', width: 8 },
  { header: 'Data', format: 'datetime', width: 13 },
  { header: 'Cliente', format: 'text', width: 26 },
  { header: 'Vendedor', format: 'text', width: 18 },
  { header: 'Subtotal', format: 'brl', width: 11 },
  { header: 'Desconto', format: 'brl', width: 10 },
  { header: 'Total', format: 'brl', width: 11 },
  { header: 'Situação', format: 'text', width: 10 },
];

const PAGE_ROWS = 1000;

/** `count` sales rows in pages of the runner's size, generated as the database would hand them over. */
function syntheticSales(count: number): RowFeed {
  let sent = 0;
  const start = Date.UTC(2026, 0, 1, 12);
  return {
    next() {
      if (sent >= count) return Promise.resolve(null);
      const rows = [];
      for (let i = sent; i < Math.min(count, sent + PAGE_ROWS); i += 1) {
        const subtotal = 50 + ((i * 37) % 4000) + 0.9;
        const desconto = i % 7 === 0 ? 5 : 0;
        rows.push([
          i + 1,
          new Date(start + i * 600_000).toISOString(),
          `Cliente de Teste Número ${i % 1500} Comércio Ltda`,
          `Vendedor ${i % 12}`,
          subtotal,
          desconto,
          subtotal - desconto,
          i % 31 === 0 ? 'cancelada' : 'finalizada',
        ]);
      }
      sent += rows.length;
      return Promise.resolve(rows);
    },
    summary: () =>
      Promise.resolve([
        { label: 'Vendas', value: count, format: 'integer' },
        { label: 'Total', value: count * 1000, format: 'brl' },
      ]),
  };
}

export interface RenderFigures {
  milliseconds: number;
  /** The worker's own peak heap, as it reports it. */
  workerPeakMb: number;
  /** Growth of the whole process's RSS while rendering (the worker's heap, its code and the file buffers). */
  rssGrowthMb: number;
  fileKb: number;
}

/** The API's own pool: the first job pays a worker's start-up, the next ones reuse it. */
export const renderPool = createRenderPool({ idleMs: 60_000 });

/** Renders `rows` sales rows to a file in a worker thread, as a report job does, and measures it. */
export async function renderSales(format: RenderJob['format'], rows: number): Promise<RenderFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-report-'));
  const filePath = path.join(dir, `vendas.${format}`);
  const job: RenderJob = {
    format,
    filePath,
    title: 'Vendas',
    orientation: 'landscape',
    columns: SALES_COLUMNS,
    header: {
      empresa: 'Mercado Demo Ltda',
      cnpj: '11.222.333/0001-81',
      usuario: 'Administrador Demo',
      emitidoEm: '23/11/2026 14:00',
    },
    filtersText: 'Período: 01/01/2026 a 31/12/2026',
  };
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  try {
    const { peakHeapBytes } = await renderPool.render(job, syntheticSales(rows));
    const milliseconds = performance.now() - started;
    return {
      milliseconds,
      workerPeakMb: peakHeapBytes / 2 ** 20,
      rssGrowthMb: (rssPeak - rssBefore) / 2 ** 20,
      fileKb: fs.statSync(filePath).size / 1024,
    };
  } finally {
    clearInterval(sampler);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
