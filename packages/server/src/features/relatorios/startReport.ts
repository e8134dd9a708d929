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

/** Refuses (400, `message`) a filter id that was given and that `find` finds no row for. */
async function requireFound(
  id: number | undefined,
  find: (id: number) => Promise<unknown[]>,
  message: string,
): Promise<void> {
  if (id !== undefined && !(await find(id)).length) throw new HttpError(400, message);
}

/** Ids in the filters must be the caller's: a branch they work in, a category or seller of their company. */
async function checkFilterIds(
  db: Database,
  session: { userId: number; empresaId: number },
  filters: ReportFilters,
): Promise<void> {
  const ofCompany = (table: typeof categorias | typeof vendedores) => (id: number) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.empresaId, session.empresaId)));
  const workedIn = (id: number) =>
    db
      .select({ id: usuarioFiliais.filialId })
      .from(usuarioFiliais)
      .where(and(eq(usuarioFiliais.usuarioId, session.userId), eq(usuarioFiliais.filialId, id)));
  await requireFound(filters.filialId, workedIn, MESSAGES.reports.branchNotAllowed);
  await requireFound(filters.categoriaId, ofCompany(categorias), MESSAGES.reports.categoryNotFound);
  await requireFound(filters.vendedorId, ofCompany(vendedores), MESSAGES.reports.sellerNotFound);
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
