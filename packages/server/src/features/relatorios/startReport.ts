import { JobStatus, MESSAGES, reportKindOf, type ReportFilters } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { categorias, relatorios, usuarioFiliais, vendedores } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { ACTIVE_SUBSCRIPTION } from '../../http/subscriptionGuard';
import { parseInput } from '../../http/validation';
import { reportEvent } from '../../reports/jobs/reportEvents';
import { parseReportFilters } from '../../reports/reportFilters';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { selectedBranchRow } from '../usuarios/branchStore';
import { reportViewer } from './reportAccess';

const PARAMS = v.object({
  relatorio: v.string(),
  formato: v.picklist(['pdf', 'xlsx'] as const, MESSAGES.reports.invalidFormat),
});

async function exists(db: Database, query: Promise<unknown[]>): Promise<boolean> {
  void db;
  return (await query).length > 0;
}

/** Ids in the filters must be the caller's: a branch they work in, a category or seller of their company. */
async function checkFilterIds(
  db: Database,
  session: { userId: number; empresaId: number },
  filters: ReportFilters,
): Promise<void> {
  const { filialId, categoriaId, vendedorId } = filters;
  if (
    filialId !== undefined &&
    !(await exists(
      db,
      db
        .select({ id: usuarioFiliais.filialId })
        .from(usuarioFiliais)
        .where(and(eq(usuarioFiliais.usuarioId, session.userId), eq(usuarioFiliais.filialId, filialId))),
    ))
  )
    throw new HttpError(400, MESSAGES.reports.branchNotAllowed);
  if (
    categoriaId !== undefined &&
    !(await exists(
      db,
      db
        .select({ id: categorias.id })
        .from(categorias)
        .where(and(eq(categorias.id, categoriaId), eq(categorias.empresaId, session.empresaId))),
    ))
  )
    throw new HttpError(400, MESSAGES.reports.categoryNotFound);
  if (
    vendedorId !== undefined &&
    !(await exists(
      db,
      db
        .select({ id: vendedores.id })
        .from(vendedores)
        .where(and(eq(vendedores.id, vendedorId), eq(vendedores.empresaId, session.empresaId))),
    ))
  )
    throw new HttpError(400, MESSAGES.reports.sellerNotFound);
}

/**
 * `POST Relatorios/gerar/{relatorio}/{formato}`: queues a report of the caller's company and branch (the selected
 * one, or `filialId` when it is one of theirs) and answers 202 with the socket event base name. The database's
 * partial unique index refuses a second job of the same kind and format while one is processing (406).
 */
export function registerStartReportRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/Relatorios/gerar/:relatorio/:formato',
    { config: ACTIVE_SUBSCRIPTION },
    async (request, reply) => {
      const params = parseInput(PARAMS, request.params, 'params');
      const kind = reportKindOf(params.relatorio);
      if (!kind) throw new HttpError(404, MESSAGES.reports.notFound);
      const session = sessionOf(request);
      await reportViewer(ctx.db, session);
      const filters = parseReportFilters(kind, request.body ?? {});
      const filial = await selectedBranchRow(ctx.db, session.userId);
      if (!filial || filial.empresaId !== session.empresaId)
        throw new HttpError(404, MESSAGES.session.noBranch);
      await checkFilterIds(ctx.db, session, filters);
      let id: number;
      try {
        const [row] = await ctx.db
          .insert(relatorios)
          .values({
            empresaId: session.empresaId,
            filialId: filters.filialId ?? filial.id,
            usuarioId: session.userId,
            relatorio: kind.id,
            tipo: params.formato,
            descricao: kind.title,
            status: JobStatus.PROCESSANDO,
            filtros: filters,
            dataInclusao: new Date(ctx.clock()),
          })
          .returning({ id: relatorios.id });
        if (!row) throw new Error('insert sem retorno');
        id = row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(406, MESSAGES.reports.alreadyProcessing); // spec 001 §8 "Report error";
        throw error;
      }
      ctx.reports.kick();
      return reply.status(202).send({ id, event: reportEvent(id) });
    },
  );
}
