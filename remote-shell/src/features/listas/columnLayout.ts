import type { CellKind, ListField } from './listDefinition';

// Each column's width from what its values look like, so a list's usual columns fit the page beside the menu at
// 1280 px: the sales list scrolled sideways there, its columns 180 px each (the grid's default) and its names on one
// line however long ('xs' density does not wrap). A date and time, a sum of money or a number need less than a name,
// a code shown as a word (status, fiscal model) less still; names and descriptions wrap onto a second line instead
// of widening the grid. The width is a floor; a wider window shares the rest out.

const WIDTH_BY_KIND: Readonly<Record<CellKind, number>> = {
  text: 150,
  brl: 120,
  day: 110,
  dateTime: 145,
  document: 165,
  phone: 140,
  integer: 95,
  quantity: 115,
  percent: 120,
  yesNo: 100,
  ncm: 105,
};

/** Codes shown as a short word ('NFC-e', 'Cancelada'). */
const LABELLED_WIDTH = 105;

const NUMERIC: ReadonlySet<CellKind> = new Set(['brl', 'integer', 'quantity', 'percent']);

/** The column's width in px. */
export function columnWidth(field: ListField): number {
  return field.labels ? LABELLED_WIDTH : WIDTH_BY_KIND[field.kind];
}

/** Numbers and money align right, so their digits line up down the column. */
export function columnAlign(field: ListField): 'left' | 'right' {
  return !field.labels && NUMERIC.has(field.kind) ? 'right' : 'left';
}

/** Free text (names, descriptions) wraps; codes, numbers and dates stay on one line. */
export function columnWraps(field: ListField): boolean {
  return field.kind === 'text' && !field.labels;
}
