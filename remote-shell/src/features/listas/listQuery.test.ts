import { clientes } from './definitions/pessoas';
import { pedidosVenda } from './definitions/vendas';
import { listFilter, monthChoices, monthWhere, textSearch, type ListQueryState } from './listQuery';

const state = (overrides: Partial<ListQueryState> = {}): ListQueryState => ({
  search: '',
  filters: {},
  sorting: [],
  pageIndex: 0,
  pageSize: 20,
  ...overrides,
});

describe('textSearch', () => {
  const search = textSearch(['nome', 'razaoSocial'], { documentField: 'documento', numberField: 'numero' });

  it('searches the text fields case-insensitively, wildcards taken literally', () => {
    expect(search('  ana_50%  ')).toEqual({
      or: [{ nome: { ilike: '%ana\\_50\\%%' } }, { razaoSocial: { ilike: '%ana\\_50\\%%' } }],
    });
    expect(search('   ')).toBeUndefined();
  });

  it('also searches the unmasked document when a CPF/CNPJ is typed with or without its mask', () => {
    const masked = search('12.345.678/0001-95') as { or: unknown[] };
    expect(masked.or).toContainEqual({ documento: { ilike: '%12345678000195%' } });
    const digits = search('12345678000195') as { or: unknown[] };
    expect(digits.or).toContainEqual({ documento: { ilike: '%12345678000195%' } });
    expect(digits.or).not.toContainEqual({ numero: 12345678000195 });
    expect(search('1234') as { or: unknown[] }).toMatchObject({
      or: expect.arrayContaining([{ numero: 1234 }]),
    });
  });
});

describe('months', () => {
  it('bounds a month in São Paulo time, and calendar-date fields by their days', () => {
    expect(monthWhere('dataHora', 'dateTime', '2024-02')).toEqual({
      dataHora: { between: ['2024-02-01T00:00:00.000-03:00', '2024-02-29T23:59:59.999-03:00'] },
    });
    expect(monthWhere('vencimento', 'day', '2025-02')).toEqual({
      vencimento: { between: ['2025-02-01', '2025-02-28'] },
    });
  });

  it('offers the last 13 months, newest first, in Portuguese; São Paulo’s month even when UTC is already in the next', () => {
    const choices = monthChoices(new Date('2026-12-01T02:00:00Z'));
    expect(choices).toHaveLength(13);
    expect(choices[0]).toEqual({ value: '2026-11', label: 'novembro de 2026' });
    expect(choices[12]).toEqual({ value: '2025-11', label: 'novembro de 2025' });
  });
});

describe('listFilter', () => {
  it('pages, and sorts by the clicked sortable column or the list’s own order', () => {
    expect(listFilter(clientes, state({ pageIndex: 2, pageSize: 50 }))).toEqual({
      where: {},
      order: ['nome ASC'],
      limit: 50,
      skip: 100,
    });
    expect(listFilter(clientes, state({ sorting: [{ id: 'cidade', desc: true }] })).order).toEqual([
      'cidade DESC',
    ]);
    // A column the server does not sort on is not sent (the default order stands).
    expect(listFilter(clientes, state({ sorting: [{ id: 'telefone', desc: true }] })).order).toEqual([
      'nome ASC',
    ]);
  });

  it('ANDs the search with the chosen seller and month', () => {
    const { where } = listFilter(
      pedidosVenda,
      state({ search: 'Maria', filters: { vendedor: '7', mes: '2026-10', status: null } }),
    );
    expect(where).toEqual({
      and: [
        { cliente: { ilike: '%Maria%' } },
        { vendedorId: 7 },
        { dataHora: { between: ['2026-10-01T00:00:00.000-03:00', '2026-10-31T23:59:59.999-03:00'] } },
      ],
    });
  });
});
