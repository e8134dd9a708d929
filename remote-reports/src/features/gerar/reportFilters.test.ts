import { REPORT_KINDS } from '@erp/domain';
import { EMPTY_REPORT_FORM, periodDays, reportFiltersOf, reportFormErrors } from './reportFilters';

const vendas = REPORT_KINDS.vendas;

describe('report form rules (spec 001 §5)', () => {
  it('counts both ends of a period', () => {
    expect(periodDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(periodDays('2026-05-10', '2026-05-01')).toBe(-8);
  });

  it('requires the period where the report needs one, with the spec messages', () => {
    expect(reportFormErrors(vendas, EMPTY_REPORT_FORM)).toEqual({
      dataInicial: 'Campo Obrigatório!',
      dataFinal: 'Campo Obrigatório!',
    });
    expect(reportFormErrors(REPORT_KINDS['posicao-estoque'], EMPTY_REPORT_FORM)).toEqual({});
  });

  it('refuses an end before the start and more than 366 days, both ends counted (as the server does)', () => {
    const form = { ...EMPTY_REPORT_FORM, dataInicial: '2026-05-10', dataFinal: '2026-05-01' };
    expect(reportFormErrors(vendas, form)).toEqual({ dataFinal: 'Valor mínimo: 10/05/2026' });
    expect(reportFormErrors(vendas, { ...form, dataInicial: '2025-01-01', dataFinal: '2026-01-02' })).toEqual(
      {
        dataFinal: 'Valor máximo: 366 dias',
      },
    );
    // 2025-01-01 to 2026-01-01 is 366 days with both ends: the longest period accepted.
    expect(reportFormErrors(vendas, { ...form, dataInicial: '2025-01-01', dataFinal: '2026-01-01' })).toEqual(
      {},
    );
  });

  it('sends only the filters the report takes, typed as the contract says', () => {
    const form = {
      ...EMPTY_REPORT_FORM,
      dataInicial: '2026-05-01',
      dataFinal: '2026-05-10',
      filialId: '3',
      vendedorId: '12',
      categoriaId: '9',
      tipoPessoa: '1',
    };
    expect(reportFiltersOf(vendas, form)).toEqual({
      dataInicial: '2026-05-01',
      dataFinal: '2026-05-10',
      filialId: 3,
      vendedorId: 12,
    });
    expect(reportFiltersOf(REPORT_KINDS.pessoas, form)).toEqual({ tipoPessoa: 1 });
    expect(
      reportFiltersOf(REPORT_KINDS.financeiro, { ...form, tipoLancamento: 'pagar', status: 'vencido' }),
    ).toEqual({
      dataInicial: '2026-05-01',
      dataFinal: '2026-05-10',
      filialId: 3,
      tipoLancamento: 'pagar',
      status: 'vencido',
    });
  });
});
