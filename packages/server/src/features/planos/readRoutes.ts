import { MESSAGES } from '@erp/domain';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { planos } from '../../db/schema';
import { applyFilter, compileFilterParam, FILTER_QUERY, pickFields, tableModel } from '../../filter';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { brandPlans, findBrandPlan, toPlano } from './planStore';

/** What a Planos filter may touch. */
export const planoModel = tableModel(
  MESSAGES.query.labels.planos,
  planos,
  {
    id: 'integer',
    idExterno: 'string',
    configWhiteLabel: 'integer',
    nome: 'string',
    descricao: 'string',
    valorMensal: 'number',
    ativo: 'boolean',
  },
  { maxLimit: 100 },
);

/**
 * Reads of the plans (spec 001 §7 "Plans"). Every query is scoped to the caller's brand: a filter naming
 * `configWhiteLabel` (the client sends 1 by default) narrows inside that scope, it never reaches another brand.
 * Writes (POST/PUT/DELETE) belong to the administration area.
 */
export function registerPlanReads(app: FastifyInstance, ctx: AppContext): void {
  const search = async (idConfig: number, rawFilter: string | undefined, limit?: number) => {
    const compiled = compileFilterParam(planoModel, rawFilter, {
      scope: brandPlans(idConfig),
    });
    const query = applyFilter(ctx.db.select().from(planos).$dynamic(), compiled, {
      defaultOrder: [asc(planos.valorMensal), asc(planos.id)],
      limit: limit ?? compiled.limit,
    });
    return (await query).map((row) => pickFields(toPlano(row), compiled.fields));
  };

  app.get('/Planos', async (request) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    return search(sessionOf(request).idConfig, filter);
  });

  app.get('/Planos/findOne', async (request) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    const [plano] = await search(sessionOf(request).idConfig, filter, 1);
    if (!plano) throw new HttpError(404, MESSAGES.plans.notFound);
    return plano;
  });

  app.get('/Planos/:id', async (request) => {
    const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
    const row = await findBrandPlan(ctx.db, sessionOf(request).idConfig, id);
    if (!row) throw new HttpError(404, MESSAGES.plans.notFound);
    return toPlano(row);
  });
}
