import { REPORT_KINDS } from '@erp/domain';
import { EMPTY_REPORT_FORM, parseDayMonthYear, reportFiltersOf, reportFormErrors } from './reportForm';

const vendas = REPORT_KINDS.vendas;

describe('report form rules (spec 001 §5)', () => {
  it('reads dd/MM/yyyy days and refuses days that do not exist', () => {
    expect(parseDayMonthYear('01/05/2026')).toBe('2026-05-01');
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('2026-05-01')).toBeNull();
  });

  it('requires the period where the report needs one, with the spec messages', () => {
    expect(reportFormErrors(vendas, EMPTY_REPORT_FORM)).toEqual({
      dataInicial: 'Campo Obrigatório!',
      dataFinal: 'Campo Obrigatório!',
    });
    expect(reportFormErrors(REPORT_KINDS['posicao-estoque'], EMPTY_REPORT_FORM)).toEqual({});
  });

  it('refuses a bad date, an end before the start and more than 366 days', () => {
    const form = { ...EMPTY_REPORT_FORM, dataInicial: '01/13/2026', dataFinal: '01/05/2026' };
    expect(reportFormErrors(vendas, form)).toEqual({ dataInicial: 'Formato inválido!' });
    expect(reportFormErrors(vendas, { ...form, dataInicial: '10/05/2026' })).toEqual({
      dataFinal: 'Valor mínimo: 10/05/2026',
    });
    expect(reportFormErrors(vendas, { ...form, dataInicial: '01/01/2025', dataFinal: '03/01/2026' })).toEqual(
      {
        dataFinal: 'Valor máximo: 366 dias',
      },
    );
    expect(reportFormErrors(vendas, { ...form, dataInicial: '01/01/2025', dataFinal: '02/01/2026' })).toEqual(
      {},
    );
  });

  it('refuses a seller code that is not a number', () => {
    const form = {
      ...EMPTY_REPORT_FORM,
      dataInicial: '01/05/2026',
      dataFinal: '10/05/2026',
      vendedorId: 'abc',
    };
    expect(reportFormErrors(vendas, form)).toEqual({ vendedorId: 'Campo inválido!' });
  });

  it('sends only the filters the report takes, typed as the contract says', () => {
    const form = {
      ...EMPTY_REPORT_FORM,
      dataInicial: '01/05/2026',
      dataFinal: '10/05/2026',
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
