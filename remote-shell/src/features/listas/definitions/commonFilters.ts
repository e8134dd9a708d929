import { MESSAGES } from '@erp/domain';
import type { ListFilter } from '../listDefinition';

const { filters, options } = MESSAGES.lists;

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
