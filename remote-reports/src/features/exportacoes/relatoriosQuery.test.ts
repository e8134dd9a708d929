import { relatoriosFilter, relatoriosWhere, saoPauloDayBound } from './relatoriosQuery';

const FIRST_PAGE = { pageIndex: 0, pageSize: 10, sorting: [], columnFilters: [] };

describe('the grid state as the server filter', () => {
  it('asks for the newest first, one page at a time', () => {
    expect(relatoriosFilter(FIRST_PAGE)).toEqual({
      where: {},
      order: ['dataInclusao DESC', 'id DESC'],
      limit: 10,
      skip: 0,
    });
    expect(relatoriosFilter({ ...FIRST_PAGE, pageIndex: 3, pageSize: 25 })).toMatchObject({
      limit: 25,
      skip: 75,
    });
  });

  it('sorts by the chosen columns only, ignoring columns the server cannot sort', () => {
    const filter = relatoriosFilter({
      ...FIRST_PAGE,
      sorting: [
        { id: 'descricao', desc: false },
        { id: 'acoes', desc: true },
        { id: 'status', desc: true },
      ],
    });
    expect(filter.order).toEqual(['descricao ASC', 'status DESC', 'id DESC']);
  });

  it('filters the name by a case-insensitive part, with LIKE wildcards taken literally', () => {
    expect(relatoriosWhere([{ id: 'descricao', value: ' 100%_vendas ' }])).toEqual({
      descricao: { ilike: '%100\\%\\_vendas%' },
    });
  });

  it('filters format and status by their values and leaves empty or unknown filters out', () => {
    expect(
      relatoriosWhere([
        { id: 'tipo', value: 'xlsx' },
        { id: 'status', value: '2' },
        { id: 'descricao', value: '  ' },
        { id: 'acoes', value: 'x' },
        { id: 'tipo', value: 'csv' },
      ]),
    ).toEqual({ tipo: 'xlsx', status: 2 });
    expect(relatoriosWhere([{ id: 'tipo', value: 'pdf' }])).toEqual({ tipo: 'pdf' });
    expect(relatoriosWhere([{ id: 'status', value: '0' }])).toEqual({ status: 0 });
  });

  it('filters the date between the start of the first and the end of the last São Paulo day', () => {
    const from = new Date(2026, 4, 1);
    const to = new Date(2026, 4, 10);
    expect(relatoriosWhere([{ id: 'dataInclusao', value: [from, to] }])).toEqual({
      dataInclusao: { between: ['2026-05-01T03:00:00.000Z', '2026-05-11T02:59:59.999Z'] },
    });
    expect(relatoriosWhere([{ id: 'dataInclusao', value: [from, null] }])).toEqual({
      dataInclusao: { gte: '2026-05-01T03:00:00.000Z' },
    });
    expect(relatoriosWhere([{ id: 'dataInclusao', value: [null, to] }])).toEqual({
      dataInclusao: { lte: '2026-05-11T02:59:59.999Z' },
    });
    expect(relatoriosWhere([{ id: 'dataInclusao', value: [null, null] }])).toEqual({});
  });

  it('bounds a day at São Paulo midnight, the same instant São Paulo shows', () => {
    expect(new Date(saoPauloDayBound(new Date(2026, 0, 31), true)).toISOString()).toBe(
      '2026-02-01T02:59:59.999Z',
    );
  });
});
