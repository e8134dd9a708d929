import { MESSAGES } from '@erp/domain';
import type { FilterChoice, ListFilter } from '../listDefinition';

const { filters, options } = MESSAGES.lists;

/** The choices of a select from a value → label table (the grid's labels of the same field). */
export function choicesOf(labels: Readonly<Record<string, string>>): FilterChoice[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** A select of the `status` field, one choice per status, with the label shown in the grid. */
export function statusFilter(labels: Readonly<Record<string, string>>): ListFilter {
  return {
    kind: 'choice',
    id: 'status',
    label: filters.status,
    where: (value) => ({ status: value }),
    choices: choicesOf(labels),
  };
}

/** A select of one choice, which narrows the list to the rows `where` matches (below minimum, without balance). */
export function oneChoiceFilter(
  id: string,
  label: string,
  choice: FilterChoice,
  where: Record<string, unknown>,
): ListFilter {
  return { kind: 'choice', id, label, where: () => where, choices: [choice] };
}

/** The month select of a date field: instants take São Paulo day bounds, calendar dates the days. */
export function monthFilter(field: string, fieldKind: 'dateTime' | 'day'): ListFilter {
  return { kind: 'month', id: 'mes', label: filters.mes, field, fieldKind };
}

/** Active or inactive records (customers, sellers, products). */
export const activeFilter: ListFilter = {
  kind: 'choice',
  id: 'ativo',
  label: filters.ativo,
  where: (value) => ({ ativo: value === 'true' }),
  choices: [
    { value: 'true', label: options.ativos },
    { value: 'false', label: options.inativos },
  ],
};

/** The branch's stock location (depósito) of the stock lists: its choices come from the server, in the user's scope. */
export const depositoFilter: ListFilter = {
  kind: 'options',
  id: 'deposito',
  label: filters.deposito,
  field: 'localEstoqueId',
};
