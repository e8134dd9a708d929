import { LIST_MAX_PAGE_SIZE, type ListName } from '@erp/domain';
import type { Subquery } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { columnFields, type FieldType, type FilterModel, type ListColumn } from '../../filter';

/** Where a listing reads: always the caller's company, and the selected branch for per-branch data. */
export interface ListScope {
  empresaId: number;
  filialId: number;
}

/** One choice of a list filter's select: the id the where takes and what the user reads. */
export interface ListChoice {
  id: number;
  nome: string;
}

/** The choices of one filterable id field within the caller's scope (the branch's stock locations…). */
export type ChoiceSource = (db: Database, scope: ListScope) => Promise<ListChoice[]>;

/** The alias every list's rows go under; filters, sort and paging apply to it. */
export const LIST_ALIAS = 'lista';

/** A list's scoped rows as a subquery named `lista`. */
export type ListRows = Subquery<typeof LIST_ALIAS, Record<string, unknown>>;

/**
 * One business list of the main area, declared rather than hand-written: the rows of the caller's scope with every
 * answer field named (a subquery: joins and computed columns included), which of those a filter or a sort may touch
 * and how their values are checked, and the order a first visit sees. `GET /api/<resource>` and its `/count` are
 * the same for every list (`registerList`).
 */
export interface ListDefinition {
  name: ListName;
  /** Portuguese name in the filter's messages ("clientes"). */
  label: string;
  /** The scoped rows: the tenant (and branch) restriction lives here, under every filter. */
  rows(db: Database, scope: ListScope): ListRows;
  /** The allow-list: answer fields a `where` or an `order` may name, with their types. */
  filterable: Readonly<Record<string, FieldType>>;
  /** `[field, direction]` pairs used when the request asks no order; `id` always breaks ties after them. */
  defaultOrder: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
  /** Filterable id fields whose select offers choices (`GET /api/<resource>/opcoes/<field>`), read in the scope. */
  choices?: Readonly<Record<string, ChoiceSource>>;
}

/** Typed help for a definition: the filterable and ordered names must be fields of the rows. */
export function defineList<TFields extends Record<string, unknown>>(definition: {
  name: ListName;
  label: string;
  rows(db: Database, scope: ListScope): Subquery<typeof LIST_ALIAS, TFields>;
  filterable: Readonly<Partial<Record<keyof TFields & string, FieldType>>>;
  defaultOrder: ReadonlyArray<readonly [keyof TFields & string, 'asc' | 'desc']>;
  choices?: Readonly<Partial<Record<NoInfer<keyof TFields & string>, ChoiceSource>>>;
}): ListDefinition {
  return definition as ListDefinition;
}

/** The columns of the rows subquery by answer name (drizzle exposes them as properties). */
export function listColumns(rows: ListRows): Record<string, ListColumn> {
  return rows as unknown as Record<string, ListColumn>;
}

/** The filter allow-list of one request's rows: only the declared fields, each on the subquery's column. */
export function listModel(definition: ListDefinition, rows: ListRows): FilterModel {
  const fields = columnFields(listColumns(rows), definition.filterable);
  return { label: definition.label, fields, maxLimit: LIST_MAX_PAGE_SIZE };
}
