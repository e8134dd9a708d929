import { MESSAGES } from '@erp/domain';
import type { CellKind, ListField } from '../listDefinition';

const { columns } = MESSAGES.lists;

/** A field of the lists' column catalogue: its header is the catalogue's text of the same name. */
export type ColumnName = keyof typeof columns;

type FieldOptions = Pick<ListField, 'labels' | 'sortable'>;

/** A field shown in the grid (and in the details drawer and the export). */
export function gridField(field: ColumnName, kind: CellKind, options: FieldOptions = {}): ListField {
  return { field, header: columns[field], kind, inGrid: true, ...options };
}

/** A field shown only in the details drawer and the export. */
export function detailField(field: ColumnName, kind: CellKind, options: FieldOptions = {}): ListField {
  return { field, header: columns[field], kind, ...options };
}
