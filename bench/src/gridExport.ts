// The exported-reports grid's own PDF and Excel export (remote-reports' listing code, jspdf and sheetjs-style) run in
// headless Chromium over 10,000 rows, as a user's browser does when they export the whole grid (issue 18: ≤ 2 s).
// The baseline in the same page is building the listing's rows alone (what the grid already does to show them).
//   pnpm --filter bench bench:grid-export      (RUNS, CPU_SLOWDOWN override; 1 = this machine's full speed)
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { round } from './measure';
import { median } from './stats';

const ROWS = 10_000;
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 1);
const BUDGET_MS = 2000;
const EXPORT_DIR = path.resolve(import.meta.dirname, '../../remote-reports/src/features/exportacoes/export');

// Bundled from the remote's own files, so the bench measures the code users run, not a copy of it.
const ENTRY = `
import { buildListingPdf } from './listingPdf';
import { buildListingExcel } from './listingExcel';
import { relatoriosListing } from './listingTable';

const header = { empresa: 'Mercado Demo Ltda', cnpj: '11.222.333/0001-81', usuario: 'Administrador Demo', data: '23/11/2026 14:00' };
const rows = Array.from({ length: ${ROWS} }, (_, i) => ({
  id: i + 1,
  descricao: ['Vendas', 'Pessoas', 'Financeiro', 'Posição de estoque'][i % 4] + ' ' + (i + 1),
  tipo: i % 2 ? 'xlsx' : 'pdf',
  status: i % 9 === 0 ? 2 : 1,
  dataInclusao: new Date(Date.UTC(2026, 10, 23, 12) - i * 60000).toISOString(),
}));

window.exportBench = async (what) => {
  const start = performance.now();
  const table = relatoriosListing(rows);
  let bytes = 0;
  if (what === 'pdf') bytes = buildListingPdf(table, header, 'portrait').output('arraybuffer').byteLength;
  else if (what === 'xlsx') bytes = (await buildListingExcel(table, header)).byteLength;
  return { ms: performance.now() - start, bytes };
};
`;

async function bundle(): Promise<string> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: EXPORT_DIR, sourcefile: 'gridExportEntry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

async function main(): Promise<void> {
  const script = await bundle();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    if (CPU_SLOWDOWN > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
    type Run = { ms: number; bytes: number };
    const run = (what: string) =>
      page.evaluate(
        (w) => (window as unknown as { exportBench(w: string): Promise<Run> }).exportBench(w),
        what,
      );

    console.log(
      `## Exportação da grade no navegador: ${ROWS.toLocaleString('pt-BR')} linhas, mediana de ${RUNS}`,
    );
    console.log(
      `Chromium headless, CPU ${CPU_SLOWDOWN === 1 ? 'sem redução' : `${CPU_SLOWDOWN}x mais lenta`}\n`,
    );
    console.log('| o quê | mediana | arquivo | meta |');
    console.log('|---|---|---|---|');
    let ok = true;
    for (const what of ['linhas', 'pdf', 'xlsx']) {
      await run(what); // first run loads and compiles the library
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(what));
      const ms = median(runs.map((r) => r.ms));
      const isFile = what !== 'linhas';
      const pass = !isFile || ms <= BUDGET_MS;
      ok &&= pass;
      console.log(
        `| ${isFile ? what.toUpperCase() : 'só montar as linhas (base)'} | ${round(ms)} ms | ` +
          `${isFile ? `${round((runs[0]?.bytes ?? 0) / 1024)} KB` : '—'} | ` +
          `${isFile ? `≤ ${BUDGET_MS} ms: ${pass ? 'PASS' : 'FAIL'}` : '—'} |`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
