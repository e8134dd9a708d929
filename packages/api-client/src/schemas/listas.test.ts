import * as v from 'valibot';
import { ListRowsSchema } from './listas';

describe('ListRowsSchema', () => {
  it('keeps every field of rows that carry an integer id', () => {
    const rows = [{ id: 1, nome: 'Ana', total: 10.5, ativo: true, grupo: null }];
    expect(v.parse(ListRowsSchema, rows)).toEqual(rows);
  });

  it('refuses a row without an id or an answer that is not a list', () => {
    expect(() => v.parse(ListRowsSchema, [{ nome: 'Ana' }])).toThrow();
    expect(() => v.parse(ListRowsSchema, { id: 1 })).toThrow();
  });
});
