import { saoPauloDayRange } from '@erp/domain';

// The grid's state (page, sort, column filters) turned into the LoopBack filter of `GET Relatorios` and the where of
// `GET Relatorios/count`, so paging, sorting and filtering happen on the server and 10,000 reports stay smooth.

/** A column filter as the grid holds it. */
export interface ColumnFilterState {
  id: string;
  value: unknown;
}

/** The grid's query: MRT's pagination, sorting and column filters. */
export interface RelatoriosQuery {
  pageIndex: number;
  pageSize: number;
  sorting: ReadonlyArray<{ id: string; desc: boolean }>;
  columnFilters: readonly ColumnFilterState[];
}

/** A LoopBack where on the report fields the server accepts. */
export type RelatoriosWhere = Record<string, unknown>;

/** The `filter` query parameter of `GET Relatorios`. */
export interface RelatoriosFilter {
  where: RelatoriosWhere;
  order: string[];
  limit: number;
  skip: number;
}

const SORTABLE = new Set(['descricao', 'tipo', 'status', 'dataInclusao']);
/** The spec's list order (spec 001 §7): newest first. */
export const DEFAULT_ORDER = 'dataInclusao DESC';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The first or last instant of a São Paulo calendar day. The picker gives a local Date whose calendar day is what the
 * user chose, whatever zone the browser is in.
 */
export function saoPauloDayBound(day: Date, end: boolean): string {
  const date = `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  const { from, to } = saoPauloDayRange(date, date);
  return (end ? new Date(to.getTime() - 1) : from).toISOString();
}

// LIKE wildcards typed by the user are searched literally.
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function dateWhere(value: unknown): unknown {
  const [from, to] = Array.isArray(value) ? value.map(toDate) : [null, null];
  if (from && to) return { between: [saoPauloDayBound(from, false), saoPauloDayBound(to, true)] };
  if (from) return { gte: saoPauloDayBound(from, false) };
  if (to) return { lte: saoPauloDayBound(to, true) };
  return undefined;
}

function fieldWhere(filter: ColumnFilterState): unknown {
  const { id, value } = filter;
  switch (id) {
    case 'descricao': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? { ilike: `%${escapeLike(text)}%` } : undefined;
    }
    case 'tipo':
      return value === 'pdf' || value === 'xlsx' ? value : undefined;
    case 'status': {
      const status = Number(value);
      return value !== '' && value != null && [0, 1, 2].includes(status) ? status : undefined;
    }
    case 'dataInclusao':
      return dateWhere(value);
    default:
      return undefined;
  }
}

/** The where of the grid's column filters; unknown columns and empty values are left out. */
export function relatoriosWhere(columnFilters: readonly ColumnFilterState[]): RelatoriosWhere {
  const where: RelatoriosWhere = {};
  for (const filter of columnFilters) {
    const condition = fieldWhere(filter);
    if (condition !== undefined) where[filter.id] = condition;
  }
  return where;
}

/** The whole `filter` of one grid page: where, order (the id breaks ties so pages never overlap), limit, skip. */
export function relatoriosFilter(query: RelatoriosQuery): RelatoriosFilter {
  const order = query.sorting
    .filter((s) => SORTABLE.has(s.id))
    .map((s) => `${s.id} ${s.desc ? 'DESC' : 'ASC'}`);
  return {
    where: relatoriosWhere(query.columnFilters),
    order: [...(order.length > 0 ? order : [DEFAULT_ORDER]), 'id DESC'],
    limit: query.pageSize,
    skip: query.pageIndex * query.pageSize,
  };
}
