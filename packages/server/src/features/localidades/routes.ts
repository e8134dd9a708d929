import { MESSAGES } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { cidades, ufs } from '../../db/schema';
import { columnFields, compileFilterParam, FILTER_QUERY, type FilterModel, pickFields } from '../../filter';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { cityColumns, findCities, listUfs } from './cityStore';

/** What a `Ceps/findOne` filter may touch. */
const cidadeModel: FilterModel = {
  label: MESSAGES.query.labels.cidades,
  fields: {
    ...columnFields(cidades, { id: 'integer', nome: 'string' }),
    uf: { column: ufs.sigla, type: 'string' },
  },
  maxLimit: 1,
};

const citiesQuery = v.object({
  uf: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, MESSAGES.localidades.invalidUf)),
  ),
  query: v.optional(v.pipe(v.string(), v.maxLength(100, MESSAGES.localidades.queryTooLong))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, MESSAGES.localidades.invalidLimit),
      v.transform(Number),
      v.minValue(1, MESSAGES.localidades.invalidLimit),
    ),
  ),
});

/**
 * States and municipalities of the IBGE (spec 000 §7 `Ceps/*`). Public: the sign-up asks for them before the visitor
 * has an account, and they are the same for every brand. Registered under `/api`; the tables are loaded once from
 * `@brazilian-utils` by `loadLocalidades` when the database is prepared.
 */
export function localidadesRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const publicRoute = { config: { public: true } };

    app.get('/Ceps/ufs', publicRoute, () => listUfs(ctx.db));

    app.get('/Ceps/ngcidades', publicRoute, async (request) => {
      const { uf, query, limit } = parseInput(citiesQuery, request.query, 'query');
      return findCities(ctx.db, { uf: uf || undefined, query, limit });
    });

    app.get('/Ceps/findOne', publicRoute, async (request) => {
      const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
      const compiled = compileFilterParam(cidadeModel, filter);
      const [cidade] = await ctx.db
        .select(cityColumns)
        .from(cidades)
        .innerJoin(ufs, eq(ufs.id, cidades.ufId))
        .where(compiled.where)
        .orderBy(...(compiled.orderBy.length ? compiled.orderBy : [asc(cidades.id)]))
        .limit(1);
      if (!cidade) throw new HttpError(404, MESSAGES.localidades.cityNotFound);
      return pickFields(cidade, compiled.fields);
    });
  };
}
