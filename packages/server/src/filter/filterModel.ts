import type { AnyColumn, SQL } from 'drizzle-orm';

/** How a filter value is checked and converted before it becomes a query parameter. */
/** `integer` is PostgreSQL's 4-byte integer: values outside it are refused here instead of failing in the database. */
/** `date` is an instant (timestamp); `day` a calendar date without time zone ('2025-03-15', a due date). */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'day';

/** A table's column, a subquery's column, or a computed expression: whatever drizzle's operators take. */
export type ListColumn = AnyColumn | SQL | SQL.Aliased;

export interface FieldSpec {
  column: ListColumn;
  type: FieldType;
}

/**
 * What a LoopBack filter may touch on one model: the allow-list. A field or relation absent here is a 400, so a filter
 * can never reach a column (a password hash, another tenant's key) that the model did not expose on purpose.
 */
export interface FilterModel {
  /** Portuguese name of the model, used in messages ("configurações white-label"). */
  label: string;
  fields: Record<string, FieldSpec>;
  /** Answer fields `fields` may name besides the filterable ones (the rest of the answer's safe shape). */
  selectable?: readonly string[];
  /** Relation names `include` may ask for. */
  includes?: readonly string[];
  /** Largest page a client may ask for; bigger limits are clamped. */
  maxLimit?: number;
}

/**
 * The fields of a model whose names are the source's own column names (a table, or a subquery's columns): each name
 * with its type, `{ id: 'integer', nome: 'string' }`, instead of spelling `{ column: table.id, type: 'integer' }` per
 * field. A field on another table (a join) is added beside it as a FieldSpec.
 */
export function columnFields<Source extends object>(
  source: Source,
  types: Readonly<Partial<Record<keyof Source & string, FieldType>>>,
): Record<string, FieldSpec> {
  const columns = source as unknown as Record<string, ListColumn>;
  return Object.fromEntries(
    Object.entries(types as Record<string, FieldType>).map(([name, type]) => {
      const column = columns[name];
      if (!column) throw new Error(`columnFields: no column ${name}`);
      return [name, { column, type }];
    }),
  );
}

/** The model of a listing over one table's own columns (the common case): its label, each filterable column's type. */
export function tableModel<Table extends object>(
  label: string,
  table: Table,
  types: Readonly<Partial<Record<keyof Table & string, FieldType>>>,
  options: Pick<FilterModel, 'selectable' | 'includes' | 'maxLimit'> = {},
): FilterModel {
  return { label, fields: columnFields(table, types), ...options };
}
