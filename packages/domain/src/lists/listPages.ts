// The business lists of the main area: which menu page shows which API resource. The shell draws the page, the
// server answers `GET /api/<resource>` only to whoever may open that page (the same menu rules), so both read the
// pairing from here and cannot drift apart.

/** The lists, by the name the shell's definitions and the server's use. */
export const LIST_PAGES = {
  clientes: { resource: 'Clientes', page: '/pages/vendas/clientes' },
  fornecedores: { resource: 'Fornecedores', page: '/pages/compras/fornecedores' },
  vendedores: { resource: 'Vendedores', page: '/pages/vendas/vendedores' },
  produtos: { resource: 'Produtos', page: '/pages/estoque/produtos' },
  categorias: { resource: 'Categorias', page: '/pages/estoque/categorias' },
  depositos: { resource: 'SaldosEstoque', page: '/pages/estoque/depositos' },
  movimentacoes: { resource: 'MovimentacoesEstoque', page: '/pages/estoque/acerto-estoque' },
  pedidosVenda: { resource: 'PedidosVenda', page: '/pages/vendas/pedido-vendas' },
  cuponsFiscais: { resource: 'CuponsFiscais', page: '/pages/nfe/cupom-fiscal' },
  notasFiscais: { resource: 'NotasFiscais', page: '/pages/nfe/nota-fiscal' },
  contasReceber: { resource: 'ContasReceber', page: '/pages/financeiro/lancamentos/lista/receitas' },
  contasPagar: { resource: 'ContasPagar', page: '/pages/financeiro/lancamentos/lista/despesas' },
} as const;

/** One business list of the main area. */
export type ListName = keyof typeof LIST_PAGES;

/** The largest page one listing request answers (bigger `limit`s are clamped); exports read page after page. */
export const LIST_MAX_PAGE_SIZE = 500;

/** The list a main-area page shows, if it shows one. */
export function listOfPage(page: string): ListName | null {
  const found = (Object.keys(LIST_PAGES) as ListName[]).find((name) => LIST_PAGES[name].page === page);
  return found ?? null;
}
