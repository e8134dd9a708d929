import { FISCAL_MODEL_LABELS, MESSAGES, PAYMENT_FORMS } from '@erp/domain';
import type { ListField, ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { monthFilter, statusFilter } from './commonFilters';

const { columns: c, searchPlaceholder, filters, options } = MESSAGES.lists;

const PAYMENT_LABELS = Object.fromEntries(PAYMENT_FORMS.map((form) => [form.codigo, form.descricao]));
const STATUS_LABELS = { finalizada: options.finalizada, cancelada: options.cancelada };

const SALES_FIELDS: readonly ListField[] = [
  { field: 'numero', header: c.numero, kind: 'integer', inGrid: true },
  { field: 'dataHora', header: c.dataHora, kind: 'dateTime', inGrid: true },
  { field: 'modelo', header: c.modelo, kind: 'text', labels: FISCAL_MODEL_LABELS, inGrid: true },
  { field: 'cliente', header: c.cliente, kind: 'text', inGrid: true },
  { field: 'clienteCpfCnpj', header: c.clienteCpfCnpj, kind: 'document', sortable: false },
  { field: 'vendedor', header: c.vendedor, kind: 'text', inGrid: true },
  { field: 'formaPagamento', header: c.formaPagamento, kind: 'text', labels: PAYMENT_LABELS },
  { field: 'subtotal', header: c.subtotal, kind: 'brl', sortable: false },
  { field: 'desconto', header: c.desconto, kind: 'brl', sortable: false },
  { field: 'total', header: c.total, kind: 'brl', inGrid: true },
  { field: 'status', header: c.status, kind: 'text', labels: STATUS_LABELS, inGrid: true },
];

function salesList(
  name: 'pedidosVenda' | 'cuponsFiscais' | 'notasFiscais',
  fileBase: string,
): ShellListDefinition {
  return {
    name,
    fields: SALES_FIELDS,
    search: textSearch(['cliente'], { numberField: 'numero' }),
    searchPlaceholder: searchPlaceholder.vendas,
    filters: [
      { kind: 'options', id: 'vendedor', label: filters.vendedor, field: 'vendedorId' },
      monthFilter('dataHora', 'dateTime'),
      statusFilter(STATUS_LABELS),
    ],
    defaultSort: { field: 'dataHora', desc: true },
    titleField: 'numero',
    totalField: 'total',
    fileBase,
  };
}

export const pedidosVenda = salesList('pedidosVenda', 'pedidos-de-venda');
export const cuponsFiscais = salesList('cuponsFiscais', 'cupons-fiscais');
export const notasFiscais = salesList('notasFiscais', 'notas-fiscais');
