import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { cidades, ufs } from '../../db/schema';
import { columnFields, compileFilterParam, FILTER_QUERY, type FilterModel, pickFields } from '../../filter';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { cityColumns, findCities, listUfs } from '../../localidades/cityStore';

/** What a `Ceps/findOne` filter may touch. */
const cidadeModel: FilterModel = {
  label: 'cidades',
  fields: {
    ...columnFields(cidades, { id: 'integer', nome: 'string' }),
    uf: { column: ufs.sigla, type: 'string' },
  },
  maxLimit: 1,
};

const CITY_NOT_FOUND = 'Cidade não encontrada.';

const citiesQuery = v.object({
  uf: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, 'UF inválida.'))),
  query: v.optional(v.pipe(v.string(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'O parâmetro limit deve ser um número inteiro positivo.'),
      v.transform(Number),
      v.minValue(1, 'O parâmetro limit deve ser um número inteiro positivo.'),
    ),
  ),
});

/**
 * States and municipalities of the IBGE (spec 000 §7 `Ceps/*`). Public: the sign-up asks for them before the visitor
 * has an account, and they are the same for every brand.
 */
export function registerCepRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicRoute = { config: { public: true } };

  app.get('/api/Ceps/ufs', publicRoute, () => listUfs(ctx.db));

  app.get('/api/Ceps/ngcidades', publicRoute, async (request) => {
    const { uf, query, limit } = parseInput(citiesQuery, request.query, 'consulta');
    return findCities(ctx.db, { uf: uf || undefined, query, limit });
  });

  app.get('/api/Ceps/findOne', publicRoute, async (request) => {
    const { filter } = parseInput(FILTER_QUERY, request.query, 'consulta');
    const compiled = compileFilterParam(cidadeModel, filter);
    const [cidade] = await ctx.db
      .select(cityColumns)
      .from(cidades)
      .innerJoin(ufs, eq(ufs.id, cidades.ufId))
      .where(compiled.where)
      .orderBy(...(compiled.orderBy.length ? compiled.orderBy : [asc(cidades.id)]))
      .limit(1);
    if (!cidade) throw new HttpError(404, CITY_NOT_FOUND);
    return pickFields(cidade, compiled.fields);
  });
}
