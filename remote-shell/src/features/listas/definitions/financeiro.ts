import { MESSAGES } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { monthFilter, statusFilter } from './commonFilters';

const { columns: c, searchPlaceholder, options } = MESSAGES.lists;

const STATUS_LABELS = { aberto: options.aberto, pago: options.pago, cancelado: options.cancelado };

function entriesList(name: 'contasReceber' | 'contasPagar', fileBase: string): ShellListDefinition {
  return {
    name,
    fields: [
      { field: 'descricao', header: c.descricao, kind: 'text', inGrid: true },
      { field: 'pessoa', header: c.pessoa, kind: 'text', inGrid: true },
      { field: 'categoria', header: c.categoria, kind: 'text' },
      { field: 'vencimento', header: c.vencimento, kind: 'day', inGrid: true },
      { field: 'valor', header: c.valor, kind: 'brl', inGrid: true },
      { field: 'valorPago', header: c.valorPago, kind: 'brl', sortable: false },
      { field: 'dataPagamento', header: c.dataPagamento, kind: 'day', inGrid: true },
      { field: 'status', header: c.status, kind: 'text', labels: STATUS_LABELS, inGrid: true },
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
