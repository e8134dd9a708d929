// The routes of spec 001 §2 under pages/, with the title and breadcrumb each screen shows. The menu catalogue names
// the screens it links to; these are the screens it does not (forms, sub-pages), titled in the product's Portuguese.

/** A screen of the main area: its route pattern under /pages and where it sits. */
export interface SpecRoute {
  /** Pattern relative to /pages, e.g. `vendas/clientes/editar/:id?`. */
  path: string;
  title: string;
  /** The sections above the screen, outermost first. */
  parents: readonly string[];
}

const VENDAS = 'Vendas';
const FINANCEIRO = 'Financeiro';
const COMPRAS = 'Compras';
const ESTOQUE = 'Estoque';
const CONFIGURACOES = 'Configurações';
const FISCAL = 'Fiscal';
const NFE = 'NF-e';
const CONTABIL = 'Contábil';
const PAGAMENTOS = 'Pagamentos';

const route = (path: string, title: string, ...parents: string[]): SpecRoute => ({ path, title, parents });

/** A list screen with its create and edit forms (`x`, `x/cadastrar`, `x/editar/:id?`). */
const crud = (path: string, title: string, parents: string[], extra: Array<'copiar'> = []): SpecRoute[] => [
  route(path, title, ...parents),
  route(`${path}/cadastrar`, 'Cadastrar', ...parents, title),
  route(`${path}/editar/:id?`, 'Editar', ...parents, title),
  ...(extra.includes('copiar') ? [route(`${path}/copiar/:id?`, 'Copiar', ...parents, title)] : []),
];

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Sales
  route('vendas/grupo-usuario-pdv', 'Grupos de usuários do PDV', VENDAS),
  ...crud('vendas/operador-pdv', 'Operadores do PDV', [VENDAS]),
  ...crud('vendas/clientes', 'Clientes', [VENDAS]),
  route('vendas/promocao', 'Promoções', VENDAS),
  route('vendas/promocao/editar/:id?', 'Editar', VENDAS, 'Promoções'),
  route('vendas/pdv', 'PDV', VENDAS),
  route('vendas/vendedores', 'Vendedores', VENDAS),
  ...crud('vendas/pedido-vendas', 'Pedidos de venda', [VENDAS]),
  route('vendas/pedido-vendas/servico', 'Pedidos de serviço', VENDAS, 'Pedidos de venda'),
  route('vendas/pedido-vendas/cadastrar/:servico', 'Cadastrar serviço', VENDAS, 'Pedidos de venda'),
  route('vendas/contatos-comerciais', 'Contatos comerciais', VENDAS),
  // Finance
  route('financeiro/formas-pagamento-financeiro', 'Formas de pagamento', FINANCEIRO),
  route('financeiro/categorias-financeiro', 'Categorias', FINANCEIRO),
  ...crud('financeiro/contas', 'Contas', [FINANCEIRO]),
  route('financeiro/lancamentos', 'Lançamentos', FINANCEIRO),
  route('financeiro/ofx', 'Conciliação OFX', FINANCEIRO),
  route('financeiro/lancamento-recorrente', 'Lançamentos recorrentes', FINANCEIRO),
  route('financeiro/centro-de-custo', 'Centros de custo', FINANCEIRO),
  route('financeiro/lancamentos/lista/transferencias', 'Transferências', FINANCEIRO, 'Lançamentos'),
  // Purchasing
  route('compras/fornecedores', 'Fornecedores', COMPRAS),
  route('compras/entrada-nota-fiscal', 'Entrada de nota fiscal', COMPRAS),
  route('compras/transportadores', 'Transportadores', COMPRAS),
  route('compras/pedido', 'Pedidos de compra', COMPRAS),
  // Stock
  route('estoque/produtos', 'Produtos', ESTOQUE),
  ...crud('estoque/servicos', 'Serviços', [ESTOQUE], ['copiar']),
  route('estoque/importar-arquivo', 'Importar arquivo', ESTOQUE),
  route('estoque/transferencia-estoque', 'Transferência de estoque', ESTOQUE),
  route('estoque/depositos', 'Depósitos', ESTOQUE),
  route('estoque/etiqueta/listar', 'Etiquetas', ESTOQUE),
  route('estoque/etiqueta/cadastrar', 'Cadastrar', ESTOQUE, 'Etiquetas'),
  route('estoque/etiqueta/editar/:id?', 'Editar', ESTOQUE, 'Etiquetas'),
  route('estoque/etiqueta/visualizar/:id?', 'Visualizar', ESTOQUE, 'Etiquetas'),
  route('estoque/etiqueta/imprimir', 'Imprimir etiquetas', ESTOQUE, 'Etiquetas'),
  route('estoque/lotes', 'Lotes', ESTOQUE),
  // Settings
  ...crud('configuracoes/usuarios', 'Usuários', [CONFIGURACOES]),
  route('configuracoes/formas-pagamento', 'Formas de pagamento do PDV', CONFIGURACOES),
  route('configuracoes/perfil', 'Perfis de acesso', CONFIGURACOES),
  route('configuracoes/cfop', 'CFOP', CONFIGURACOES),
  route('configuracoes/perfil-tributario', 'Perfis tributários', CONFIGURACOES),
  route('configuracoes/importacao-de-dados', 'Importação de dados', CONFIGURACOES),
  route('configuracoes/gateway-boleto', 'Gateway de boleto', CONFIGURACOES),
  // Fiscal
  route('fiscais/tributacoes-estaduais', 'Tributações estaduais', FISCAL),
  route('fiscais/tributacoes-federais', 'Tributações federais', FISCAL),
  ...crud('fiscais/natureza-operacao', 'Naturezas de operação', [FISCAL], ['copiar']),
  route('fiscais/observacoes-nota', 'Observações da nota', FISCAL),
  // NF-e
  route('nfe/exportar-xml-nfe', 'Exportar XML NF-e', NFE),
  route('nfe/inutilizacoes', 'Inutilizações', NFE),
  route('nfe/inutilizacoes/cadastrar', 'Cadastrar', NFE, 'Inutilizações'),
  route('nfe/emitir-nfe', 'Emitir NF-e', NFE),
  route('nfe/cupom-fiscal', 'Cupons fiscais', NFE),
  route('nfe/nota-fiscal', 'Notas fiscais', NFE),
  route('nfe/notas-processadas', 'Notas processadas', NFE),
  // Accounting and payments
  route('contabil/contadores', 'Contadores', CONTABIL),
  route('pagamentos/boletos', 'Boletos', PAGAMENTOS),
  route('pagamentos/extratos', 'Extratos', PAGAMENTOS),
];
