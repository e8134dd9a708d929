import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDateTime, REPORT_KINDS } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { empresas, filiais, usuarios, type RelatorioRow } from '../../db/schema';
import type { ObjectStorage } from '../../storage';
import type { RenderJob } from '../render/renderJob';
import { REPORT_CONTENT_TYPES } from '../reportContentTypes';
import { REPORT_SOURCES } from '../sources';
import { rowFeed, type RowFeed } from './rowFeed';

/** Renders a job's rows into its file (in a worker thread in production). */
export type ReportRenderer = (job: RenderJob, feed: RowFeed) => Promise<unknown>;

async function headerOf(db: Database, row: RelatorioRow, now: Date): Promise<RenderJob['header']> {
  const [found] = await db
    .select({ empresa: empresas.nome, cnpj: filiais.cpfCnpj, usuario: usuarios.nome })
    .from(filiais)
    .innerJoin(empresas, eq(empresas.id, filiais.empresaId))
    .innerJoin(usuarios, eq(usuarios.id, row.usuarioId))
    .where(eq(filiais.id, row.filialId))
    .limit(1);
  if (!found) throw new Error(`filial ${row.filialId} do relatório ${row.id} não existe`);
  return { ...found, emitidoEm: formatDateTime(now) };
}

/**
 * Renders one report into a scratch file, then streams it to the reports storage under `<empresa>/<id>-<random>.<ext>`
 * and answers that key. The scope is the job row's company and branch, fixed when the user asked for it. A failed
 * render or upload leaves nothing behind, in storage or on this machine's disk.
 */
export async function runReportJob(
  db: Database,
  storage: ObjectStorage,
  row: RelatorioRow,
  now: Date,
  render: ReportRenderer,
): Promise<string> {
  const kind = REPORT_KINDS[row.relatorio];
  const source = REPORT_SOURCES[row.relatorio];
  const arquivo = `${row.empresaId}/${row.id}-${randomBytes(6).toString('hex')}.${row.tipo}`;
  // The render worker writes a file (pdfkit and exceljs stream into one); storage gets it once it is complete.
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'erp-relatorio-'));
  const filePath = path.join(scratch, `relatorio.${row.tipo}`);
  const scope = { empresaId: row.empresaId, filialId: row.filialId, filters: row.filtros, now };
  try {
    const job: RenderJob = {
      format: row.tipo,
      filePath,
      title: kind.title,
      orientation: kind.orientation,
      columns: source.columns,
      header: await headerOf(db, row, now),
      filtersText: source.describeFilters?.(scope) ?? '',
    };
    await render(job, rowFeed(db, source, scope));
    await storage.put(arquivo, fs.createReadStream(filePath), {
      contentType: REPORT_CONTENT_TYPES[row.tipo],
      cacheControl: 'private, no-store',
    });
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  return arquivo;
}
