import { formatBRL, formatDateTime } from '@erp/domain';
import type { Cell, CellFormat } from '../reportSource';

const quantityFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Calendar dates (yyyy-MM-dd) print as they are: no time zone can move them to the day before. */
function calendarDate(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : value;
}

/** The text of a cell in the PDF. */
export function formatCell(value: Cell, format: CellFormat): string {
  if (value === null || value === '') return '';
  switch (format) {
    case 'brl':
      return formatBRL(Number(value));
    case 'quantity':
      return quantityFormat.format(Number(value));
    case 'integer':
      return typeof value === 'number' ? integerFormat.format(value) : value;
    case 'date':
      return calendarDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}

/** Numbers sit on the right of their column. */
export function isNumeric(format: CellFormat): boolean {
  return format === 'brl' || format === 'quantity' || format === 'integer';
}
