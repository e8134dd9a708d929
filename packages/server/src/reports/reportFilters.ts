import {
  FINANCIAL_REPORT_STATUSES,
  REPORT_MAX_PERIOD_DAYS,
  type ReportFilters,
  type ReportKind,
  MESSAGES,
} from '@erp/domain';
import * as v from 'valibot';
import { HttpError } from '../http/httpError';
import { parseInput } from '../http/validation';

function dateField(label: string) {
  const message = MESSAGES.reports.invalidDate(label);
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
      // 2026-02-30 passes the pattern but is no calendar date.
      v.check((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), message),
    ),
  );
}

function idFilter(label: string) {
  const message = MESSAGES.apiFields.positiveInteger(label);
  return v.optional(
    v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message)),
  );
}

const FILTERS_BODY = v.object({
  dataInicial: dateField('data inicial'),
  dataFinal: dateField('data final'),
  filialId: idFilter('filialId'),
  categoriaId: idFilter('categoriaId'),
  vendedorId: idFilter('vendedorId'),
  tipoPessoa: v.optional(v.picklist([0, 1] as const, MESSAGES.reports.personKind)),
  tipoLancamento: v.optional(v.picklist(['receber', 'pagar'] as const, MESSAGES.reports.entryKind)),
  status: v.optional(v.picklist(FINANCIAL_REPORT_STATUSES, MESSAGES.reports.entryStatus)),
});

const DAY_MS = 86_400_000;

/**
 * The filters of a report start: types checked for every field, then only the ones the kind uses are kept, and the
 * period is required (at most REPORT_MAX_PERIOD_DAYS days) where the kind says so. Ids are checked against the
 * caller's company by the route (they are data, not syntax).
 */
export function parseReportFilters(kind: ReportKind, body: unknown): ReportFilters {
  const all = parseInput(FILTERS_BODY, body ?? {});
  const filters: ReportFilters = {};
  for (const name of kind.filters) {
    if (all[name] !== undefined) Object.assign(filters, { [name]: all[name] });
  }
  const { dataInicial, dataFinal } = filters;
  if (kind.periodRequired && (!dataInicial || !dataFinal))
    throw new HttpError(400, MESSAGES.reports.periodRequired);
  if (dataInicial && dataFinal) {
    const days = (Date.parse(dataFinal) - Date.parse(dataInicial)) / DAY_MS;
    if (days < 0) throw new HttpError(400, MESSAGES.reports.periodOrder);
    if (days + 1 > REPORT_MAX_PERIOD_DAYS)
      throw new HttpError(400, MESSAGES.reports.periodTooLong(REPORT_MAX_PERIOD_DAYS));
  }
  return filters;
}
