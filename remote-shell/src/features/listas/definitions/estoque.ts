import { MESSAGES, STOCK_MOVEMENT_TYPE_LABELS } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { choicesOf, depositoFilter, monthFilter } from './commonFilters';

const { columns: c, searchPlaceholder, filters, options, origins } = MESSAGES.lists;

export const depositos: ShellListDefinition = {
  name: 'depositos',
  fields: [
    { field: 'deposito', header: c.deposito, kind: 'text', inGrid: true },
    { field: 'codigo', header: c.codigo, kind: 'text', inGrid: true },
    { field: 'produto', header: c.produto, kind: 'text', inGrid: true },
    { field: 'quantidade', header: c.quantidade, kind: 'quantity', inGrid: true },
    { field: 'estoqueMinimo', header: c.estoqueMinimo, kind: 'quantity', inGrid: true },
    { field: 'abaixoMinimo', header: c.abaixoMinimo, kind: 'yesNo', inGrid: true },
    { field: 'atualizadoEm', header: c.atualizadoEm, kind: 'dateTime' },
  ],
  search: textSearch(['produto', 'codigo', 'deposito']),
  searchPlaceholder: searchPlaceholder.estoque,
  filters: [
    depositoFilter,
    {
      kind: 'choice',
      id: 'abaixoMinimo',
      label: filters.abaixoMinimo,
      where: () => ({ abaixoMinimo: true }),
      choices: [{ value: 'true', label: options.abaixoMinimo }],
    },
  ],
  defaultSort: { field: 'deposito', desc: false },
  titleField: 'produto',
  fileBase: 'saldos-por-deposito',
};

export const movimentacoes: ShellListDefinition = {
  name: 'movimentacoes',
  fields: [
    { field: 'dataHora', header: c.dataHora, kind: 'dateTime', inGrid: true },
    { field: 'tipo', header: c.tipo, kind: 'text', labels: STOCK_MOVEMENT_TYPE_LABELS, inGrid: true },
    { field: 'origem', header: c.origem, kind: 'text', labels: origins },
    { field: 'deposito', header: c.deposito, kind: 'text', inGrid: true },
    { field: 'codigo', header: c.codigo, kind: 'text' },
    { field: 'produto', header: c.produto, kind: 'text', inGrid: true },
    { field: 'quantidade', header: c.quantidade, kind: 'quantity', inGrid: true },
    { field: 'custoUnitario', header: c.custoUnitario, kind: 'brl', sortable: false },
    { field: 'observacao', header: c.observacao, kind: 'text', sortable: false },
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
