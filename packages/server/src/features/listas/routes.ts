import type { FastifyPluginAsync } from 'fastify';
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

/**
 * `GET /api/<resource>`, `GET /api/<resource>/count` and, where a list has filter choices, `/opcoes/{campo}` of every
 * list, registered under `/api`.
 */
export function listasRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const definition of LISTS) registerList(app, ctx, definition);
  };
}
