import { MESSAGES, PRODUCT_TYPE_LABELS } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { textSearch } from '../listQuery';
import { activeFilter } from './commonFilters';

const { columns: c, searchPlaceholder, filters, options } = MESSAGES.lists;

export const vendedores: ShellListDefinition = {
  name: 'vendedores',
  fields: [
    { field: 'nome', header: c.nome, kind: 'text', inGrid: true },
    { field: 'email', header: c.email, kind: 'text', inGrid: true, sortable: false },
    { field: 'comissao', header: c.comissao, kind: 'percent', inGrid: true },
    { field: 'ativo', header: c.ativo, kind: 'yesNo', inGrid: true },
    { field: 'dataCadastro', header: c.dataCadastro, kind: 'dateTime', sortable: false },
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
    { field: 'codigo', header: c.codigo, kind: 'text', inGrid: true },
    { field: 'descricao', header: c.descricao, kind: 'text', inGrid: true },
    { field: 'categoria', header: c.categoria, kind: 'text', inGrid: true },
    { field: 'ncm', header: c.ncm, kind: 'ncm' },
    { field: 'unidade', header: c.unidade, kind: 'text', inGrid: true },
    { field: 'tipo', header: c.tipo, kind: 'text', labels: PRODUCT_TYPE_LABELS },
    { field: 'custo', header: c.custo, kind: 'brl' },
    { field: 'precoVenda', header: c.precoVenda, kind: 'brl', inGrid: true },
    { field: 'saldo', header: c.saldo, kind: 'quantity', inGrid: true },
    { field: 'estoqueMinimo', header: c.estoqueMinimo, kind: 'quantity', sortable: false },
    { field: 'ativo', header: c.ativo, kind: 'yesNo' },
    { field: 'atualizadoEm', header: c.atualizadoEm, kind: 'dateTime', sortable: false },
  ],
  search: textSearch(['descricao', 'codigo', 'ncm']),
  searchPlaceholder: searchPlaceholder.produtos,
  filters: [
    activeFilter,
    {
      kind: 'choice',
      id: 'saldo',
      label: filters.abaixoMinimo,
      where: () => ({ saldo: { lte: 0 } }),
      choices: [{ value: 'sem-saldo', label: options.semSaldo }],
    },
  ],
  defaultSort: { field: 'descricao', desc: false },
  titleField: 'descricao',
  fileBase: 'produtos',
};

export const categorias: ShellListDefinition = {
  name: 'categorias',
  fields: [
    { field: 'descricao', header: c.descricao, kind: 'text', inGrid: true },
    { field: 'grupoPai', header: c.grupoPai, kind: 'text', inGrid: true },
    { field: 'produtos', header: c.produtos, kind: 'integer', inGrid: true },
  ],
  search: textSearch(['descricao', 'grupoPai']),
  searchPlaceholder: searchPlaceholder.descricao,
  filters: [],
  defaultSort: { field: 'descricao', desc: false },
  titleField: 'descricao',
  fileBase: 'grupos-de-produtos',
};
