import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatDateTime, REPORT_KINDS } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { empresas, filiais, usuarios, type RelatorioRow } from '../../db/schema';
import type { RenderJob } from '../render/renderJob';
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
 * Writes one report under `reportsDir/<empresa>/` and answers its path relative to that folder. The scope is the
 * job row's company and branch, fixed when the user asked for it. A failed render leaves no partial file behind.
 */
export async function runReportJob(
  db: Database,
  reportsDir: string,
  row: RelatorioRow,
  now: Date,
  render: ReportRenderer,
): Promise<string> {
  const kind = REPORT_KINDS[row.relatorio];
  const source = REPORT_SOURCES[row.relatorio];
  const arquivo = path.join(String(row.empresaId), `${row.id}-${randomBytes(6).toString('hex')}.${row.tipo}`);
  const filePath = path.join(reportsDir, arquivo);
  await fs.promises.mkdir(path.dirname(filePath), { recursive: true });
  const scope = { empresaId: row.empresaId, filialId: row.filialId, filters: row.filtros, now };
  const job: RenderJob = {
    format: row.tipo,
    filePath,
    title: kind.title,
    orientation: kind.orientation,
    columns: source.columns,
    header: await headerOf(db, row, now),
    filtersText: source.describeFilters?.(scope) ?? '',
  };
  try {
    await render(job, rowFeed(db, source, scope));
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw error;
  }
  return arquivo;
}
