import { sql } from 'drizzle-orm';
import type { JobStatus, ReportFilters, ReportFormat, ReportKindId } from '@erp/domain';
import { index, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { userColumns } from './users';
import { branchColumns } from './tenantColumns';

/**
 * Exported reports (spec 001 §3 "Exported report"), which are also the job queue: a row at status 0 with no
 * `locked_by` waits for a runner; a runner takes it by setting `locked_by` and keeps `lease_until` in the future
 * while it works, so a row whose lease ran out belongs to a runner that died.
 */
export const relatorios = pgTable(
  'relatorios',
  {
    id: serial('id').primaryKey(),
    ...branchColumns({ cascade: true }),
    ...userColumns({ cascade: true }),
    relatorio: text('relatorio').$type<ReportKindId>().notNull(),
    tipo: text('tipo').$type<ReportFormat>().notNull(),
    descricao: text('descricao').notNull(),
    status: smallint('status').$type<JobStatus>().notNull().default(0),
    filtros: jsonb('filtros').$type<ReportFilters>().notNull(),
    /** Path of the file relative to REPORTS_DIR, once finished. */
    arquivo: text('arquivo'),
    erro: text('erro'),
    dataInclusao: instant('data_inclusao').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    lockedBy: text('locked_by'),
    leaseUntil: instant('lease_until'),
  },
  (t) => [
    // The exported-reports list: a company's (or one user's) reports, newest first.
    index('relatorios_empresa_data_idx').on(t.empresaId, t.dataInclusao),
    index('relatorios_usuario_data_idx').on(t.usuarioId, t.dataInclusao),
    // The queue: only rows still processing, oldest first.
    index('relatorios_fila_idx')
      .on(t.id)
      .where(sql`${t.status} = 0`),
    // One report of a kind and format processing per user, enforced by the database so two clicks cannot race.
    uniqueIndex('relatorios_processando_uq')
      .on(t.usuarioId, t.relatorio, t.tipo)
      .where(sql`${t.status} = 0`),
    // The retention sweep.
    index('relatorios_data_idx').on(t.dataInclusao),
  ],
);

export type RelatorioRow = typeof relatorios.$inferSelect;
