import { MESSAGES } from '@erp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alertas } from '../../db/schema/alerts';
import { applyFilter, compileFilterParam, FILTER_QUERY, pickFields, tableModel } from '../../filter';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { countUnreadAlerts, findOwnAlert, listOwnAlerts, ownedBy, toAlerta } from './alertStore';
import { alertIdParams, updateAlertBody } from './alertInput';

/** The header shows at most this many alerts. */
const HEADER_LIMIT = 50;

/** What a `pesquisar-alertas` filter may touch. */
export const alertaModel = tableModel(
  MESSAGES.query.labels.alertas,
  alertas,
  {
    id: 'integer',
    tipo: 'string',
    texto: 'string',
    data: 'date',
    link: 'string',
    permiteExcluir: 'boolean',
    lido: 'boolean',
  },
  { maxLimit: 200 },
);

/**
 * The signed-in user's own alerts: read, mark read, delete. Every query is scoped by user and company, so someone
 * else's id answers exactly like an unknown one (404).
 */
export function registerOwnAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const { userId, empresaId } = sessionOf(request);
    return { userId, empresaId };
  };

  app.get('/Alertas/pesquisar-alertas', async (request) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    const owner = ownerOf(request);
    const compiled = compileFilterParam(alertaModel, filter, { scope: ownedBy(owner) });
    const rows = await applyFilter(ctx.db.select().from(alertas).$dynamic(), compiled, {
      defaultOrder: [desc(alertas.data), desc(alertas.id)],
      limit: compiled.limit ?? alertaModel.maxLimit ?? 200,
    });
    return rows.map((row) => pickFields(toAlerta(row), compiled.fields));
  });

  app.get('/Alertas/obter', async (request) => listOwnAlerts(ctx.db, ownerOf(request), HEADER_LIMIT));

  app.get('/Alertas/list', async (request) => {
    const owner = ownerOf(request);
    return {
      alertas: await listOwnAlerts(ctx.db, owner, HEADER_LIMIT),
      naoLidos: await countUnreadAlerts(ctx.db, owner),
    };
  });

  app.get('/Alertas/:id', async (request) => {
    const { id } = parseInput(alertIdParams, request.params, 'params');
    const row = await findOwnAlert(ctx.db, ownerOf(request), id);
    if (!row) throw new HttpError(404, MESSAGES.alerts.notFound);
    return toAlerta(row);
  });

  app.put('/Alertas/:id', async (request) => {
    const { id } = parseInput(alertIdParams, request.params, 'params');
    const { lido } = parseInput(updateAlertBody, request.body);
    const [row] = await ctx.db
      .update(alertas)
      .set({ lido })
      .where(and(ownedBy(ownerOf(request)), eq(alertas.id, id)))
      .returning();
    if (!row) throw new HttpError(404, MESSAGES.alerts.notFound);
    return toAlerta(row);
  });

  app.delete('/Alertas/:id', async (request) => {
    const { id } = parseInput(alertIdParams, request.params, 'params');
    const owner = ownerOf(request);
    const row = await findOwnAlert(ctx.db, owner, id);
    if (!row) throw new HttpError(404, MESSAGES.alerts.notFound);
    if (!row.permiteExcluir) throw new HttpError(403, MESSAGES.alerts.notDeletable);
    await ctx.db.delete(alertas).where(and(ownedBy(owner), eq(alertas.id, id)));
    return { count: 1 };
  });
}
