import { MESSAGES, ADMIN_MESSAGES } from '@erp/domain';
import type { WhiteLabelConfig } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toBrowserConfig } from '../../brands/browserConfig';
import { brands } from '../../db/schema';
import { columnFields, compileFilterParam, FILTER_QUERY, type FilterModel, pickFields } from '../../filter';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

/** What a ConfigWhiteLabels filter may touch. */
export const configWhiteLabelModel: FilterModel = {
  label: MESSAGES.query.labels.configWhiteLabels,
  fields: {
    ...columnFields(brands, { id: 'integer', idConfig: 'integer', title: 'string', tema: 'string' }),
  },
  selectable: [
    'API_ENDPOINT',
    'modulos',
    'planoModulos',
    'documentos',
    'imagens',
    'urlPdv',
    'possuiIntegracaoSuperlogica',
    'misc',
  ] satisfies Array<keyof WhiteLabelConfig>,
  maxLimit: 100,
};

/** Public reads of brand configurations, in the browser-safe shape only. */
export function registerConfigWhiteLabelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ConfigWhiteLabels', { config: { public: true } }, async (request) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    const compiled = compileFilterParam(configWhiteLabelModel, filter);
    const query = ctx.db
      .select()
      .from(brands)
      .where(compiled.where)
      .orderBy(...(compiled.orderBy.length ? compiled.orderBy : [brands.idConfig]))
      .$dynamic();
    // A public list: never every row of a growing table in one answer, asked or not.
    query.limit(compiled.limit ?? configWhiteLabelModel.maxLimit ?? 100);
    if (compiled.offset !== undefined) query.offset(compiled.offset);
    const rows = await query;
    return rows.map((row) => pickFields(toBrowserConfig(row, ctx.config.publicApiUrl), compiled.fields));
  });

  app.get('/ConfigWhiteLabels/:id', { config: { public: true } }, async (request) => {
    const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
    const [row] = await ctx.db.select().from(brands).where(eq(brands.id, id)).limit(1);
    if (!row) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
    return toBrowserConfig(row, ctx.config.publicApiUrl);
  });
}
