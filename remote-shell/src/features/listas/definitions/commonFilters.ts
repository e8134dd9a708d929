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
