import { MESSAGES, PRODUCT_TYPE_LABELS } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { activeFilter, oneChoiceFilter } from './commonFilters';
import { detailField, gridField } from './listFields';

const { searchPlaceholder, filters, options } = MESSAGES.lists;

export const vendedores: ShellListDefinition = {
  name: 'vendedores',
  fields: [
    gridField('nome', 'text'),
    gridField('email', 'text', { sortable: false }),
    gridField('comissao', 'percent'),
    gridField('ativo', 'yesNo'),
    detailField('dataCadastro', 'dateTime', { sortable: false }),
  ],
  search: textSearch(['nome']),
  searchPlaceholder: searchPlaceholder.nome,
  filters: [activeFilter],
  defaultSort: { field: 'nome', desc: false },
  titleField: 'nome',
  fileBase: 'vendedores',
};

export const produtos: ShellListDefinition = {
  name: 'produtos',
  fields: [
    gridField('codigo', 'text'),
    gridField('descricao', 'text'),
    gridField('categoria', 'text'),
    detailField('ncm', 'ncm'),
    gridField('unidade', 'text'),
    detailField('tipo', 'text', { labels: PRODUCT_TYPE_LABELS }),
    detailField('custo', 'brl'),
    gridField('precoVenda', 'brl'),
    gridField('saldo', 'quantity'),
    detailField('estoqueMinimo', 'quantity', { sortable: false }),
    detailField('ativo', 'yesNo'),
    detailField('atualizadoEm', 'dateTime', { sortable: false }),
  ],
  search: textSearch(['descricao', 'codigo', 'ncm']),
  searchPlaceholder: searchPlaceholder.produtos,
  filters: [
    activeFilter,
    oneChoiceFilter(
      'saldo',
      filters.abaixoMinimo,
      { value: 'sem-saldo', label: options.semSaldo },
      { saldo: { lte: 0 } },
    ),
  ],
  defaultSort: { field: 'descricao', desc: false },
  titleField: 'descricao',
  fileBase: 'produtos',
};

export const categorias: ShellListDefinition = {
  name: 'categorias',
  fields: [gridField('descricao', 'text'), gridField('grupoPai', 'text'), gridField('produtos', 'integer')],
  search: textSearch(['descricao', 'grupoPai']),
  searchPlaceholder: searchPlaceholder.descricao,
  filters: [],
  defaultSort: { field: 'descricao', desc: false },
  titleField: 'descricao',
  fileBase: 'grupos-de-produtos',
};
