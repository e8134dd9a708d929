import { MESSAGES } from '@erp/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { relatorios } from '../../db/schema';
import {
  applyFilter,
  compileFilter,
  compileFilterParam,
  FILTER_QUERY,
  WHERE_QUERY,
  parseJsonParam,
  pickFields,
  tableModel,
} from '../../filter';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { ACTIVE_SUBSCRIPTION } from '../../http/subscriptionGuard';
import { idField, parseInput } from '../../http/validation';
import { reportViewer, visibleTo } from './reportAccess';
import { toRelatorio } from './toRelatorio';

/** What a `Relatorios?filter=` may touch. */
export const relatorioModel = tableModel(
  MESSAGES.query.labels.relatorios,
  relatorios,
  {
    id: 'integer',
    descricao: 'string',
    tipo: 'string',
    status: 'integer',
    dataInclusao: 'date',
  },
  { selectable: ['url', 'erro'], maxLimit: 500 },
);

const ID_PARAMS = v.object({ id: idField('id') });

/** `GET Relatorios`, `GET Relatorios/count`, `DELETE Relatorios/{id}` (spec 001 §7 "Reports"). */
export function registerListReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = { config: ACTIVE_SUBSCRIPTION };

  app.get('/Relatorios', options, async (request, reply) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    const viewer = await reportViewer(ctx.db, sessionOf(request));
    const compiled = compileFilterParam(relatorioModel, filter, {
      scope: visibleTo(viewer),
    });
    const query = applyFilter(ctx.db.select().from(relatorios).$dynamic(), compiled, {
      defaultOrder: [desc(relatorios.dataInclusao), desc(relatorios.id)],
      limit: compiled.limit ?? relatorioModel.maxLimit ?? 500,
    });
    reply.header('Cache-Control', 'no-store');
    return (await query).map((row) => pickFields(toRelatorio(row), compiled.fields));
  });

  app.get('/Relatorios/count', options, async (request) => {
    const { where } = parseInput(WHERE_QUERY, request.query, 'query');
    const viewer = await reportViewer(ctx.db, sessionOf(request));
    const compiled = compileFilter(
      relatorioModel,
      { where: parseJsonParam(where, 'where') ?? {} },
      { scope: visibleTo(viewer) },
    );
    const [row] = await ctx.db.select({ count: count() }).from(relatorios).where(compiled.where);
    return { count: row?.count ?? 0 };
  });

  app.delete('/Relatorios/:id', options, async (request) => {
    const { id } = parseInput(ID_PARAMS, request.params, 'params');
    const viewer = await reportViewer(ctx.db, sessionOf(request));
    const [row] = await ctx.db
      .delete(relatorios)
      .where(and(visibleTo(viewer), eq(relatorios.id, id)))
      .returning({ arquivo: relatorios.arquivo });
    if (!row) throw new HttpError(404, MESSAGES.reports.notFound);
    if (row.arquivo) await ctx.storage.reports.delete(row.arquivo);
    return { count: 1 };
  });
}
