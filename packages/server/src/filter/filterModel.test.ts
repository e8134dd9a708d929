import { planos } from '../db/schema';
import { columnFields } from './filterModel';

describe('columnFields', () => {
  it("gives each named field the source's column of that name, with its type", () => {
    expect(columnFields(planos, { id: 'integer', nome: 'string' })).toEqual({
      id: { column: planos.id, type: 'integer' },
      nome: { column: planos.nome, type: 'string' },
    });
  });

  it('refuses a name the source has no column for (a subquery without that answer field)', () => {
    const subqueryColumns: Record<string, unknown> = { id: planos.id };
    expect(() => columnFields(subqueryColumns, { id: 'integer', nome: 'string' })).toThrow(
      'columnFields: no column nome',
    );
  });
});
