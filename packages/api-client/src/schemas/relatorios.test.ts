import * as v from 'valibot';
import { CountSchema, RelatorioListSchema, RelatorioStartSchema } from './relatorios';

const FINISHED = {
  id: 7,
  descricao: 'Vendas',
  tipo: 'pdf',
  status: 1,
  dataInclusao: '2026-05-10T13:45:00.000Z',
  url: '/api/Relatorios/7/arquivo',
  erro: null,
};

describe('report schemas', () => {
  it('reads a list of finished, processing and failed reports', () => {
    const list = v.parse(RelatorioListSchema, [
      FINISHED,
      { ...FINISHED, id: 8, status: 0, url: null },
      { ...FINISHED, id: 9, status: 2, url: null, erro: { message: 'Período inválido' } },
    ]);
    expect(list.map((r) => r.status)).toEqual([1, 0, 2]);
    expect(list[2]?.erro?.message).toBe('Período inválido');
  });

  it('takes a missing url or erro as null and refuses unknown formats and statuses', () => {
    const { url: _url, erro: _erro, ...bare } = FINISHED;
    expect(v.parse(RelatorioListSchema, [bare])[0]).toMatchObject({ url: null, erro: null });
    expect(v.safeParse(RelatorioListSchema, [{ ...FINISHED, tipo: 'csv' }]).success).toBe(false);
    expect(v.safeParse(RelatorioListSchema, [{ ...FINISHED, status: 3 }]).success).toBe(false);
  });

  it('reads the start answer and the count', () => {
    expect(v.parse(RelatorioStartSchema, { id: 3, event: 'relatorio-3' })).toEqual({
      id: 3,
      event: 'relatorio-3',
    });
    expect(v.safeParse(RelatorioStartSchema, { id: 3, event: '' }).success).toBe(false);
    expect(v.parse(CountSchema, { count: 12 })).toEqual({ count: 12 });
    expect(v.safeParse(CountSchema, { count: -1 }).success).toBe(false);
  });
});
