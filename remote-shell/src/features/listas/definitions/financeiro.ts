import { MESSAGES } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { monthFilter, statusFilter } from './commonFilters';
import { detailField, gridField } from './listFields';

const { searchPlaceholder, options } = MESSAGES.lists;

const STATUS_LABELS = { aberto: options.aberto, pago: options.pago, cancelado: options.cancelado };

function entriesList(name: 'contasReceber' | 'contasPagar', fileBase: string): ShellListDefinition {
  return {
    name,
    fields: [
      gridField('descricao', 'text'),
      gridField('pessoa', 'text'),
      detailField('categoria', 'text'),
      gridField('vencimento', 'day'),
      gridField('valor', 'brl'),
      detailField('valorPago', 'brl', { sortable: false }),
      gridField('dataPagamento', 'day'),
      gridField('status', 'text', { labels: STATUS_LABELS }),
    ],
    search: textSearch(['descricao', 'pessoa']),
    searchPlaceholder: searchPlaceholder.descricao,
    filters: [statusFilter(STATUS_LABELS), monthFilter('vencimento', 'day')],
    defaultSort: { field: 'vencimento', desc: false },
    titleField: 'descricao',
    totalField: 'valor',
    fileBase,
  };
}

export const contasReceber = entriesList('contasReceber', 'contas-a-receber');
export const contasPagar = entriesList('contasPagar', 'contas-a-pagar');
