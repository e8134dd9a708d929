import { FISCAL_MODEL_LABELS, MESSAGES, PAYMENT_FORMS } from '@erp/domain';
import type { ListField, ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { monthFilter, statusFilter } from './commonFilters';
import { detailField, gridField } from './listFields';

const { searchPlaceholder, filters, options } = MESSAGES.lists;

const PAYMENT_LABELS = Object.fromEntries(PAYMENT_FORMS.map((form) => [form.codigo, form.descricao]));
const STATUS_LABELS = { finalizada: options.finalizada, cancelada: options.cancelada };

const SALES_FIELDS: readonly ListField[] = [
  gridField('numero', 'integer'),
  gridField('dataHora', 'dateTime'),
  gridField('modelo', 'text', { labels: FISCAL_MODEL_LABELS }),
  gridField('cliente', 'text'),
  detailField('clienteCpfCnpj', 'document', { sortable: false }),
  gridField('vendedor', 'text'),
  detailField('formaPagamento', 'text', { labels: PAYMENT_LABELS }),
  detailField('subtotal', 'brl', { sortable: false }),
  detailField('desconto', 'brl', { sortable: false }),
  gridField('total', 'brl'),
  gridField('status', 'text', { labels: STATUS_LABELS }),
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
