import { MESSAGES, REPORT_MAX_PERIOD_DAYS, type ReportFilters, type ReportKind } from '@erp/domain';

/** What the report form holds: dates as typed (dd/MM/yyyy), choices and codes as text. */
export interface ReportFormValues {
  dataInicial: string;
  dataFinal: string;
  filialId: string | null;
  categoriaId: string;
  tipoPessoa: string | null;
  vendedorId: string;
  tipoLancamento: string | null;
  status: string | null;
}

export const EMPTY_REPORT_FORM: ReportFormValues = {
  dataInicial: '',
  dataFinal: '',
  filialId: null,
  categoriaId: '',
  tipoPessoa: null,
  vendedorId: '',
  tipoLancamento: null,
  status: null,
};

const V = MESSAGES.validation;
const DAY_MS = 86_400_000;

/** A dd/MM/yyyy text as a yyyy-MM-dd calendar date, or null when it is not a real day. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  return `${yyyy}-${mm}-${dd}`;
}

const isCode = (text: string) => /^\d+$/.test(text.trim()) && Number(text) > 0;

/** The field messages of the form for this kind (spec 001 §5), shown once the form was submitted. */
export function reportFormErrors(
  kind: ReportKind,
  values: ReportFormValues,
): Partial<Record<keyof ReportFormValues, string>> {
  const errors: Partial<Record<keyof ReportFormValues, string>> = {};
  const uses = (name: keyof ReportFormValues) => (kind.filters as readonly string[]).includes(name);
  const dates = { dataInicial: null as string | null, dataFinal: null as string | null };
  for (const field of ['dataInicial', 'dataFinal'] as const) {
    if (!uses(field)) continue;
    const text = values[field].trim();
    if (!text) {
      if (kind.periodRequired) errors[field] = V.required;
      continue;
    }
    dates[field] = parseDayMonthYear(text);
    if (!dates[field]) errors[field] = V.format;
  }
  if (dates.dataInicial && dates.dataFinal) {
    const days = (Date.parse(dates.dataFinal) - Date.parse(dates.dataInicial)) / DAY_MS;
    if (days < 0) errors.dataFinal = V.minValue(values.dataInicial.trim());
    else if (days > REPORT_MAX_PERIOD_DAYS) errors.dataFinal = V.maxValue(`${REPORT_MAX_PERIOD_DAYS} dias`);
  }
  for (const field of ['categoriaId', 'vendedorId'] as const) {
    if (uses(field) && values[field].trim() && !isCode(values[field])) errors[field] = V.invalid;
  }
  return errors;
}

/** The body of `POST Relatorios/gerar/{relatorio}/{formato}`: only the filters this kind takes, when filled. */
export function reportFiltersOf(kind: ReportKind, values: ReportFormValues): ReportFilters {
  const filters: ReportFilters = {};
  const uses = (name: string) => (kind.filters as readonly string[]).includes(name);
  const dataInicial = parseDayMonthYear(values.dataInicial);
  const dataFinal = parseDayMonthYear(values.dataFinal);
  if (uses('dataInicial') && dataInicial) filters.dataInicial = dataInicial;
  if (uses('dataFinal') && dataFinal) filters.dataFinal = dataFinal;
  if (uses('filialId') && values.filialId) filters.filialId = Number(values.filialId);
  if (uses('categoriaId') && isCode(values.categoriaId)) filters.categoriaId = Number(values.categoriaId);
  if (uses('vendedorId') && isCode(values.vendedorId)) filters.vendedorId = Number(values.vendedorId);
  if (uses('tipoPessoa') && (values.tipoPessoa === '0' || values.tipoPessoa === '1'))
    filters.tipoPessoa = Number(values.tipoPessoa) as 0 | 1;
  if (uses('tipoLancamento') && (values.tipoLancamento === 'receber' || values.tipoLancamento === 'pagar'))
    filters.tipoLancamento = values.tipoLancamento;
  if (uses('status') && values.status) filters.status = values.status;
  return filters;
}
