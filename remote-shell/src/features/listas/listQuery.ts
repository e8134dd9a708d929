// A list page's state (search, filters, sort, page) turned into the LoopBack filter of `GET <Lista>` and the where
// of `GET <Lista>/count`: paging, sorting and filtering run on the server, whatever the list's size.
import type { FilterChoice, ListFilter, ShellListDefinition } from './listDefinition';

/** What the user chose on a list page. */
export interface ListQueryState {
  search: string;
  /** Filter id → chosen value (null: all). */
  filters: Readonly<Record<string, string | null>>;
  sorting: ReadonlyArray<{ id: string; desc: boolean }>;
  pageIndex: number;
  pageSize: number;
}

/** The `filter` query parameter of one page. */
export interface ListFilterParam {
  where: Record<string, unknown>;
  order: string[];
  limit: number;
  skip: number;
}

// LIKE wildcards typed by the user are searched literally.
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box's where over some text fields; a typed CPF/CNPJ (with or without its mask) also searches the
 * unmasked document field, and a typed number the number field.
 */
export function textSearch(
  fields: readonly string[],
  options: { documentField?: string; numberField?: string } = {},
): (text: string) => Record<string, unknown> | undefined {
  return (typed) => {
    const text = typed.trim();
    if (!text) return undefined;
    const or: Record<string, unknown>[] = fields.map((field) => ({
      [field]: { ilike: `%${escapeLike(text)}%` },
    }));
    const compact = text.replace(/[\s./-]/g, '');
    if (options.documentField && /\d/.test(compact) && /^[0-9A-Za-z]+$/.test(compact))
      or.push({ [options.documentField]: { ilike: `%${escapeLike(compact)}%` } });
    if (options.numberField && /^\d{1,9}$/.test(text)) or.push({ [options.numberField]: Number(text) });
    return or.length === 1 ? or[0] : { or };
  };
}

const two = (n: number): string => String(n).padStart(2, '0');
const MONTH_NAME = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The last `count` months up to the current one (São Paulo), newest first: 'yyyy-MM' → 'novembro de 2026'. */
export function monthChoices(now: Date, count = 13): FilterChoice[] {
  // São Paulo is three hours behind UTC all year (no daylight saving since 2019).
  const local = new Date(now.getTime() - 3 * 3_600_000);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1));
    return {
      value: `${first.getUTCFullYear()}-${two(first.getUTCMonth() + 1)}`,
      label: MONTH_NAME.format(first),
    };
  });
}

/** The where of one month ('yyyy-MM') on an instant field (São Paulo day bounds) or a calendar-date field. */
export function monthWhere(field: string, kind: 'dateTime' | 'day', month: string): Record<string, unknown> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const range =
    kind === 'day'
      ? [`${month}-01`, `${month}-${two(lastDay)}`]
      : [`${month}-01T00:00:00.000-03:00`, `${month}-${two(lastDay)}T23:59:59.999-03:00`];
  return { [field]: { between: range } };
}

function filterWhere(filter: ListFilter, value: string): Record<string, unknown> {
  switch (filter.kind) {
    case 'choice':
      return filter.where(value);
    case 'month':
      return monthWhere(filter.field, filter.fieldKind, value);
    case 'options':
      return { [filter.field]: Number(value) };
  }
}

/** The where of the search and the chosen filters, every part ANDed. */
export function listWhere(definition: ShellListDefinition, state: ListQueryState): Record<string, unknown> {
  const parts: Record<string, unknown>[] = [];
  const searched = definition.search(state.search);
  if (searched) parts.push(searched);
  for (const filter of definition.filters) {
    const value = state.filters[filter.id];
    if (value) parts.push(filterWhere(filter, value));
  }
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0]! : { and: parts };
}

/** The whole `filter` of one page: where, order (the server breaks ties by id), limit, skip. */
export function listFilter(definition: ShellListDefinition, state: ListQueryState): ListFilterParam {
  const sortable = new Set(definition.fields.filter((f) => f.sortable !== false).map((f) => f.field));
  const order = state.sorting
    .filter((s) => sortable.has(s.id))
    .map((s) => `${s.id} ${s.desc ? 'DESC' : 'ASC'}`);
  const fallback = `${definition.defaultSort.field} ${definition.defaultSort.desc ? 'DESC' : 'ASC'}`;
  return {
    where: listWhere(definition, state),
    order: order.length ? order : [fallback],
    limit: state.pageSize,
    skip: state.pageIndex * state.pageSize,
  };
}
