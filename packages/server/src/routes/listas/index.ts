import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { categoriasList, produtosList, vendedoresList } from './cadastros';
import { depositosList, movimentacoesList } from './estoque';
import { contasPagarList, contasReceberList } from './financeiro';
import type { ListDefinition } from './listDefinition';
import { clientesList, fornecedoresList } from './pessoas';
import { registerList } from './registerList';
import { cuponsFiscaisList, notasFiscaisList, pedidosVendaList } from './vendas';

/** Every business list of the main area (`LIST_PAGES` of `@erp/domain` says which page shows each). */
export const LISTS: readonly ListDefinition[] = [
  clientesList,
  fornecedoresList,
  vendedoresList,
  produtosList,
  categoriasList,
  depositosList,
  movimentacoesList,
  pedidosVendaList,
  cuponsFiscaisList,
  notasFiscaisList,
  contasReceberList,
  contasPagarList,
];

/** `GET /api/<resource>` and `GET /api/<resource>/count` of every list. */
export function registerListRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const definition of LISTS) registerList(app, ctx, definition);
}
