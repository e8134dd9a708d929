import { MESSAGES, STOCK_MOVEMENT_TYPE_LABELS } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { choicesOf, depositoFilter, monthFilter, oneChoiceFilter } from './commonFilters';
import { detailField, gridField } from './listFields';

const { searchPlaceholder, filters, options, origins } = MESSAGES.lists;

export const depositos: ShellListDefinition = {
  name: 'depositos',
  fields: [
    gridField('deposito', 'text'),
    gridField('codigo', 'text'),
    gridField('produto', 'text'),
    gridField('quantidade', 'quantity'),
    gridField('estoqueMinimo', 'quantity'),
    gridField('abaixoMinimo', 'yesNo'),
    detailField('atualizadoEm', 'dateTime'),
  ],
  search: textSearch(['produto', 'codigo', 'deposito']),
  searchPlaceholder: searchPlaceholder.estoque,
  filters: [
    depositoFilter,
    oneChoiceFilter(
      'abaixoMinimo',
      filters.abaixoMinimo,
      { value: 'true', label: options.abaixoMinimo },
      { abaixoMinimo: true },
    ),
  ],
  defaultSort: { field: 'deposito', desc: false },
  titleField: 'produto',
  fileBase: 'saldos-por-deposito',
};

export const movimentacoes: ShellListDefinition = {
  name: 'movimentacoes',
  fields: [
    gridField('dataHora', 'dateTime'),
    gridField('tipo', 'text', { labels: STOCK_MOVEMENT_TYPE_LABELS }),
    detailField('origem', 'text', { labels: origins }),
    gridField('deposito', 'text'),
    detailField('codigo', 'text'),
    gridField('produto', 'text'),
    gridField('quantidade', 'quantity'),
    detailField('custoUnitario', 'brl', { sortable: false }),
    detailField('observacao', 'text', { sortable: false }),
  ],
  search: textSearch(['produto', 'codigo']),
  searchPlaceholder: searchPlaceholder.estoque,
  filters: [
    depositoFilter,
    {
      kind: 'choice',
      id: 'tipo',
      label: filters.tipo,
      where: (value) => ({ tipo: Number(value) }),
      choices: choicesOf(STOCK_MOVEMENT_TYPE_LABELS),
    },
    monthFilter('dataHora', 'dateTime'),
  ],
  defaultSort: { field: 'dataHora', desc: true },
  titleField: 'produto',
  fileBase: 'movimentacoes-de-estoque',
};
