import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { brands } from '../db/schema';
import { HttpError } from '../http/httpError';
import { compileFilter, parseJsonParam, pickFields } from './compileFilter';
import { compileWhere } from './compileWhere';
import type { FilterModel } from './filterModel';

const model: FilterModel = {
  label: 'marcas',
  fields: {
    id: { column: brands.id, type: 'number' },
    idConfig: { column: brands.idConfig, type: 'integer' },
    title: { column: brands.title, type: 'string' },
    isDefault: { column: brands.isDefault, type: 'boolean' },
    createdAt: { column: brands.createdAt, type: 'date' },
  },
  includes: ['empresas'],
  maxLimit: 50,
};

const dialect = new PgDialect();
function render(condition: SQL | undefined) {
  if (!condition) return { sql: '', params: [] as unknown[] };
  return dialect.sqlToQuery(condition);
}

function expect400(run: () => unknown, message: RegExp) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(message);
    return;
  }
  throw new Error('esperava um erro 400');
}

describe('compileWhere', () => {
  it('compiles equality to a bound parameter', () => {
    const q = render(compileWhere(model, { idConfig: 2 }));
    expect(q.sql).toBe('"white_label_configs"."id_config" = $1');
    expect(q.params).toEqual([2]);
  });

  it('accepts numeric strings for number fields and "true"/"false" for booleans', () => {
    expect(render(compileWhere(model, { idConfig: '2', isDefault: 'true' })).params).toEqual([2, true]);
  });

  it('compiles and/or, neq, ranges, between, inq/nin and like/ilike', () => {
    const q = render(
      compileWhere(model, {
        or: [{ title: { like: 'Acme%' } }, { title: { ilike: '%demo%' } }],
        and: [{ id: { gte: 1, lte: 10 } }, { idConfig: { neq: 3 } }],
        id: { between: [1, 5] },
        idConfig: { inq: [1, 2] },
        title: { nin: ['x'] },
      }),
    );
    expect(q.sql).toContain(' like $1');
    expect(q.sql).toContain(' ilike $2');
    expect(q.sql).toContain(' >= $3');
    expect(q.sql).toContain(' <= $4');
    expect(q.sql).toContain(' <> $5');
    expect(q.sql).toContain(' between $6 and $7');
    expect(q.sql).toContain(' in ($8, $9)');
    expect(q.sql).toContain(' not in ($10)');
    expect(q.sql).toContain(' or ');
    expect(q.params).toEqual(['Acme%', '%demo%', 1, 10, 3, 1, 5, 1, 2, 'x']);
  });

  it('compiles each strict comparison and negated pattern to its own operator', () => {
    const q = render(
      compileWhere(model, {
        id: { gt: 1, lt: 9 },
        and: [{ title: { nlike: 'a%' } }, { title: { nilike: 'b%' } }],
      }),
    );
    expect(q.sql).toContain(' > $1');
    expect(q.sql).toContain(' < $2');
    expect(q.sql).toContain(' not like $3');
    expect(q.sql).toContain(' not ilike $4');
    expect(q.params).toEqual([1, 9, 'a%', 'b%']);
  });

  it('refuses an operator it does not know, even one an object inherits', () => {
    expect400(() => compileWhere(model, { id: { toString: 1 } }), /toString/);
  });

  it('maps null to IS NULL / IS NOT NULL and an empty inq to false', () => {
    expect(render(compileWhere(model, { title: null })).sql).toContain('is null');
    expect(render(compileWhere(model, { title: { neq: null } })).sql).toContain('is not null');
    expect(render(compileWhere(model, { id: { inq: [] } })).sql).toBe('false');
  });

  it('converts dates for date fields', () => {
    const q = render(compileWhere(model, { createdAt: { gt: '2024-01-01T00:00:00Z' } }));
    expect(q.params[0]).toBe('2024-01-01T00:00:00.000Z');
  });

  it('keeps injection attempts as parameters, never as SQL text', () => {
    const evil = "x'; DROP TABLE usuarios; --";
    const q = render(compileWhere(model, { title: evil, or: [{ title: { like: evil } }] }));
    expect(q.sql).not.toContain('DROP');
    expect(q.params).toEqual([evil, evil]);
  });

  it('refuses fields and operators outside the allow-list', () => {
    expect400(() => compileWhere(model, { senhaHash: 'x' }), /campo "senhaHash" não pode ser usado/);
    expect400(() => compileWhere(model, { 'title"; --': 'x' }), /não pode ser usado/);
    expect400(() => compileWhere(model, { title: { regexp: '.*' } }), /Operador "regexp" não suportado/);
    expect400(() => compileWhere(model, { constructor: 1 }), /não pode ser usado/);
  });

  it('refuses values of the wrong type', () => {
    expect400(() => compileWhere(model, { idConfig: 'abc' }), /Valor inválido para o campo "idConfig"/);
    expect400(() => compileWhere(model, { idConfig: { like: '1%' } }), /Valor inválido/);
    expect400(() => compileWhere(model, { id: { between: [1] } }), /dois valores/);
    expect400(() => compileWhere(model, { or: {} }), /lista de condições/);
    expect400(() => compileWhere(model, 'idConfig = 1'), /deve ser um objeto/);
    expect400(() => compileWhere(model, { createdAt: 'ontem' }), /Valor inválido/);
    expect400(() => compileWhere(model, { idConfig: 99_999_999_999 }), /Valor inválido/);
    expect400(() => compileWhere(model, { idConfig: 1.5 }), /Valor inválido/);
    expect400(() => compileWhere(model, { title: 'a\u0000b' }), /Valor inválido/);
    expect400(() => compileWhere(model, { createdAt: '+275000-01-01T00:00:00Z' }), /Valor inválido/);
  });

  it('ANDs the caller scope, which no filter can widen', () => {
    const q = render(compileWhere(model, { or: [{ id: 1 }, { id: 2 }] }, sql`"empresa_id" = ${7}`));
    expect(q.sql).toMatch(/^\("empresa_id" = \$1 and \(.* or .*\)\)$/);
    expect(q.params).toEqual([7, 1, 2]);
  });

  it('refuses absurdly deep filters', () => {
    let where: Record<string, unknown> = { id: 1 };
    for (let i = 0; i < 12; i += 1) where = { and: [where] };
    expect400(() => compileWhere(model, where), /aninhadas demais/);
  });
});

describe('compileFilter', () => {
  it('compiles order, limit (clamped), skip, fields and include', () => {
    const f = compileFilter(model, {
      where: { idConfig: 1 },
      order: ['title DESC', 'id'],
      limit: 500,
      skip: 10,
      fields: { id: true, title: true },
      include: 'empresas',
    });
    expect(f.orderBy.map((o) => render(o).sql)).toEqual([
      '"white_label_configs"."title" desc',
      '"white_label_configs"."id" asc',
    ]);
    expect(f.limit).toBe(50);
    expect(f.offset).toBe(10);
    expect(f.fields).toEqual({ only: ['id', 'title'] });
    expect(f.include).toEqual(['empresas']);
  });

  it('reads exclusion-only fields and empty filters', () => {
    expect(compileFilter(model, { fields: { title: false } }).fields).toEqual({ except: ['title'] });
    expect(compileFilter(model, undefined)).toMatchObject({
      where: undefined,
      orderBy: [],
      fields: null,
      include: [],
    });
  });

  it('refuses unknown keys, bad orders, negative limits and foreign relations', () => {
    expect400(() => compileFilter(model, { whereX: {} }), /chave "whereX"/);
    expect400(() => compileFilter(model, { order: 'title; DROP' }), /ordenação/);
    expect400(() => compileFilter(model, { order: 'senhaHash ASC' }), /"senhaHash"/);
    expect400(() => compileFilter(model, { limit: -1 }), /"limit"/);
    expect400(() => compileFilter(model, { include: 'usuarios' }), /relação "usuarios"/);
    expect400(() => compileFilter(model, { fields: ['senhaHash'] }), /"senhaHash"/);
    expect400(() => compileFilter(model, [1]), /objeto JSON/);
  });

  it('parses JSON parameters and answers 400 for bad JSON', () => {
    expect(parseJsonParam('{"where":{"id":1}}', 'filter')).toEqual({ where: { id: 1 } });
    expect(parseJsonParam(undefined, 'filter')).toBeUndefined();
    expect400(() => parseJsonParam('{where', 'filter'), /"filter" não é um JSON válido/);
  });

  it('projects answers on the chosen fields', () => {
    expect(pickFields({ id: 1, title: 'a', tema: 'azul' }, { only: ['id', 'title'] })).toEqual({
      id: 1,
      title: 'a',
    });
    // An exclusion keeps the answer's fields that are not filterable too.
    expect(pickFields({ id: 1, title: 'a', misc: {} }, { except: ['title'] })).toEqual({ id: 1, misc: {} });
    expect(pickFields({ id: 1 }, null)).toEqual({ id: 1 });
  });
});
