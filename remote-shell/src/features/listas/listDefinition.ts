import type { ListName } from '@erp/domain';

/** How a field reads on screen, in the details drawer and in the exported listing. */
export type CellKind =
  | 'text'
  | 'brl'
  | 'day'
  | 'dateTime'
  | 'document'
  | 'phone'
  | 'integer'
  | 'quantity'
  | 'percent'
  | 'yesNo'
  | 'ncm';

/** One field of a list's rows. */
export interface ListField {
  /** The answer field; the server's allow-list decides which of them sort. */
  field: string;
  header: string;
  kind: CellKind;
  /** Code → text, for fields that hold a code (status, model, type). */
  labels?: Readonly<Record<string, string>>;
  /** Shown in the grid (otherwise only in the details drawer). */
  inGrid?: boolean;
  /** False for fields the server does not sort on. */
  sortable?: boolean;
}

/** A choice of a filter's select: the value the where takes, as text. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** A select above the grid that narrows the list. */
export type ListFilter =
  | {
      kind: 'choice';
      id: string;
      label: string;
      /** The where of the chosen value. */
      where(value: string): Record<string, unknown>;
      choices: readonly FilterChoice[];
    }
  | {
      kind: 'month';
      id: string;
      label: string;
      /** Instant fields take São Paulo day bounds; calendar-date fields take the days. */
      field: string;
      fieldKind: 'dateTime' | 'day';
    }
  | {
      kind: 'options';
      id: string;
      label: string;
      /** An id field whose choices the server offers in the caller's scope (`GET <Lista>/opcoes/<field>`). */
      field: string;
    };

/**
 * One business list of the main area, declared: its fields, its search, its filters and its first order. The
 * generic list page draws any of them; the server's definition of the same name answers the rows.
 */
export interface ShellListDefinition {
  name: ListName;
  fields: readonly ListField[];
  /** The search box's where for a typed text, or undefined when the text adds no condition. */
  search(text: string): Record<string, unknown> | undefined;
  searchPlaceholder: string;
  filters: readonly ListFilter[];
  defaultSort: { field: string; desc: boolean };
  /** The field the drawer's title shows. */
  titleField: string;
  /** A money field summed at the grid's foot (the page's total). */
  totalField?: string;
  /** Base of the exported files' names. */
  fileBase: string;
}
