import { formatBRL, formatDate, formatDateTime, maskCpfCnpj, maskPhone, MESSAGES, padNcm } from '@erp/domain';
import type { ListField } from './listDefinition';

const QUANTITY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A row's field as the user reads it (pt-BR money, São Paulo dates, masked documents), '' when empty. */
export function formatCell(field: ListField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.labels) return field.labels[String(value)] ?? String(value);
  switch (field.kind) {
    case 'brl':
      return formatBRL(Number(value));
    case 'day':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'document':
      return maskCpfCnpj(String(value));
    case 'phone':
      return maskPhone(String(value));
    case 'quantity':
      return QUANTITY.format(Number(value));
    case 'percent':
      return `${PERCENT.format(Number(value))}%`;
    case 'yesNo':
      return value === true ? MESSAGES.lists.yes : MESSAGES.lists.no;
    case 'ncm':
      return padNcm(String(value));
    default:
      return String(value);
  }
}
