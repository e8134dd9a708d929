import {
  formatDate,
  MESSAGES,
  REPORT_MAX_PERIOD_DAYS,
  type ReportFilters,
  type ReportKind,
} from '@erp/domain';

/** What the report form holds: days picked as calendar dates ('yyyy-MM-dd'), choices as the selects' values. */
export interface ReportFormValues {
  dataInicial: string | null;
  dataFinal: string | null;
  filialId: string | null;
  categoriaId: string | null;
  tipoPessoa: string | null;
  vendedorId: string | null;
  tipoLancamento: string | null;
  status: string | null;
}

export const EMPTY_REPORT_FORM: ReportFormValues = {
  dataInicial: null,
  dataFinal: null,
  filialId: null,
  categoriaId: null,
  tipoPessoa: null,
  vendedorId: null,
  tipoLancamento: null,
  status: null,
};

const V = MESSAGES.validation;
const DAY_MS = 86_400_000;

/**
 * Days in a period, both ends counted (1 May to 1 May is one day): the server refuses more than
 * REPORT_MAX_PERIOD_DAYS the same way, so the form never sends a period it would refuse.
 */
export function periodDays(dataInicial: string, dataFinal: string): number {
  return (Date.parse(dataFinal) - Date.parse(dataInicial)) / DAY_MS + 1;
}

const isId = (value: string | null): value is string =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0;

/** The field messages of the form for this kind (spec 001 §5), shown once the form was submitted. */
export function reportFormErrors(
  kind: ReportKind,
  values: ReportFormValues,
): Partial<Record<keyof ReportFormValues, string>> {
  const errors: Partial<Record<keyof ReportFormValues, string>> = {};
  const uses = (name: keyof ReportFormValues) => (kind.filters as readonly string[]).includes(name);
  for (const field of ['dataInicial', 'dataFinal'] as const) {
    if (uses(field) && kind.periodRequired && !values[field]) errors[field] = V.required;
  }
  const { dataInicial, dataFinal } = values;
  if (uses('dataInicial') && uses('dataFinal') && dataInicial && dataFinal) {
    const days = periodDays(dataInicial, dataFinal);
    if (days < 1) errors.dataFinal = V.minValue(formatDate(dataInicial));
    else if (days > REPORT_MAX_PERIOD_DAYS) errors.dataFinal = V.maxValue(`${REPORT_MAX_PERIOD_DAYS} dias`);
  }
  return errors;
}

/** The body of `POST Relatorios/gerar/{relatorio}/{formato}`: only the filters this kind takes, when filled. */
export function reportFiltersOf(kind: ReportKind, values: ReportFormValues): ReportFilters {
  const filters: ReportFilters = {};
  const uses = (name: string) => (kind.filters as readonly string[]).includes(name);
  if (uses('dataInicial') && values.dataInicial) filters.dataInicial = values.dataInicial;
  if (uses('dataFinal') && values.dataFinal) filters.dataFinal = values.dataFinal;
  if (uses('filialId') && isId(values.filialId)) filters.filialId = Number(values.filialId);
  if (uses('categoriaId') && isId(values.categoriaId)) filters.categoriaId = Number(values.categoriaId);
  if (uses('vendedorId') && isId(values.vendedorId)) filters.vendedorId = Number(values.vendedorId);
  if (uses('tipoPessoa') && (values.tipoPessoa === '0' || values.tipoPessoa === '1'))
    filters.tipoPessoa = Number(values.tipoPessoa) as 0 | 1;
  if (uses('tipoLancamento') && (values.tipoLancamento === 'receber' || values.tipoLancamento === 'pagar'))
    filters.tipoLancamento = values.tipoLancamento;
  if (uses('status') && values.status) filters.status = values.status;
  return filters;
}
