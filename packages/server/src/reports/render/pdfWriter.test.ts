import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfTextRuns, type TextRun } from '../pdfText.testkit';
import { createPdfWriter } from './pdfWriter';
import type { RenderJob } from './renderJob';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-writer-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function render(rows: (string | number)[][]): Promise<TextRun[]> {
  const job: RenderJob = {
    format: 'pdf',
    filePath: path.join(dir, `${rows.length}.pdf`),
    title: 'Vendas',
    orientation: 'landscape',
    columns: [
      { header: 'Número', format: 'integer', width: 1 },
      { header: 'Cliente', format: 'text', width: 3 },
      { header: 'Total', format: 'brl', width: 1 },
    ],
    header: {
      empresa: 'Mercado Demo Ltda',
      cnpj: '11.222.333/0001-81',
      usuario: 'Ana',
      emitidoEm: '26/11/2026 08:00',
    },
    filtersText: 'Período: 01/11/2026 a 26/11/2026',
  };
  const writer = createPdfWriter(job);
  await writer.addRows(rows);
  await writer.finish([{ label: 'Total', value: 60, format: 'brl' }]);
  return pdfTextRuns(fs.readFileSync(job.filePath));
}

const runOf = (runs: TextRun[], text: string): TextRun => {
  const run = runs.find((r) => r.text === text);
  if (!run) throw new Error(`"${text}" não está no PDF: ${runs.map((r) => r.text).join(' | ')}`);
  return run;
};

describe('report PDF layout', () => {
  it('draws every text upright, the table under the title and its rows down the page in order', async () => {
    const runs = await render([
      [1, 'Primeiro Cliente', 10],
      [2, 'Segundo Cliente', 20],
      [3, 'Terceiro Cliente', 30],
    ]);
    expect(runs.filter((r) => !r.upright).map((r) => r.text)).toEqual([]);
    // PDF y grows upwards: what comes later on the page has a smaller y.
    const ys = ['Vendas', 'Cliente', 'Primeiro Cliente', 'Segundo Cliente', 'Terceiro Cliente'].map(
      (text) => runOf(runs, text).y,
    );
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
    expect(new Set(ys).size).toBe(ys.length);
    // A row's cells share its line; the customer column comes after the number.
    const first = runOf(runs, 'Primeiro Cliente');
    expect(runOf(runs, '1').y).toBeCloseTo(first.y, 1);
    expect(runOf(runs, '1').x).toBeLessThan(first.x);
    // Everything is on the page (A4 landscape: 842 × 595 points).
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(0);
      expect(run.x).toBeLessThan(842);
      expect(run.y).toBeGreaterThan(0);
      expect(run.y).toBeLessThan(595);
    }
  });
});
