import { MENU_TITLES } from '@erp/domain';
import { specRouteTexts } from './specRouteTexts';

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

const T = specRouteTexts;
const VENDAS = MENU_TITLES.vendas;
const FINANCEIRO = MENU_TITLES.financeiro;
const COMPRAS = MENU_TITLES.compras;
const ESTOQUE = MENU_TITLES.estoque;
const CONFIGURACOES = T.sections.configuracoes;
const FISCAL = MENU_TITLES.settings.fiscal;
const NFE = MENU_TITLES.nfe;
const CONTABIL = MENU_TITLES.contabil;
const PAGAMENTOS = MENU_TITLES.pagamentos;

const route = (path: string, title: string, ...parents: string[]): SpecRoute => ({ path, title, parents });

/** A list screen with its create and edit forms (`x`, `x/cadastrar`, `x/editar/:id?`). */
const crud = (path: string, title: string, parents: string[], extra: Array<'copiar'> = []): SpecRoute[] => [
  route(path, title, ...parents),
  route(`${path}/cadastrar`, T.actions.cadastrar, ...parents, title),
  route(`${path}/editar/:id?`, T.actions.editar, ...parents, title),
  ...(extra.includes('copiar') ? [route(`${path}/copiar/:id?`, T.actions.copiar, ...parents, title)] : []),
];

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Sales
  route('vendas/grupo-usuario-pdv', T.screens.gruposDeUsuariosDoPdv, VENDAS),
  ...crud('vendas/operador-pdv', T.screens.operadoresDoPdv, [VENDAS]),
  ...crud('vendas/clientes', T.screens.clientes, [VENDAS]),
  route('vendas/promocao', T.screens.promocoes, VENDAS),
  route('vendas/promocao/editar/:id?', T.actions.editar, VENDAS, T.screens.promocoes),
  route('vendas/pdv', T.screens.pdv, VENDAS),
  route('vendas/vendedores', T.screens.vendedores, VENDAS),
  ...crud('vendas/pedido-vendas', T.screens.pedidosDeVenda, [VENDAS]),
  route('vendas/pedido-vendas/servico', T.screens.pedidosDeServico, VENDAS, T.screens.pedidosDeVenda),
  route(
    'vendas/pedido-vendas/cadastrar/:servico',
    T.screens.cadastrarServico,
    VENDAS,
    T.screens.pedidosDeVenda,
  ),
  route('vendas/contatos-comerciais', T.screens.contatosComerciais, VENDAS),
  // Finance
  route('financeiro/formas-pagamento-financeiro', T.screens.formasDePagamento, FINANCEIRO),
  route('financeiro/categorias-financeiro', T.screens.categorias, FINANCEIRO),
  ...crud('financeiro/contas', T.screens.contas, [FINANCEIRO]),
  route('financeiro/lancamentos', T.screens.lancamentos, FINANCEIRO),
  route('financeiro/ofx', T.screens.conciliacaoOfx, FINANCEIRO),
  route('financeiro/lancamento-recorrente', T.screens.lancamentosRecorrentes, FINANCEIRO),
  route('financeiro/centro-de-custo', T.screens.centrosDeCusto, FINANCEIRO),
  route(
    'financeiro/lancamentos/lista/transferencias',
    T.screens.transferencias,
    FINANCEIRO,
    T.screens.lancamentos,
  ),
  // Purchasing
  route('compras/fornecedores', T.screens.fornecedores, COMPRAS),
  route('compras/entrada-nota-fiscal', T.screens.entradaDeNotaFiscal, COMPRAS),
  route('compras/transportadores', T.screens.transportadores, COMPRAS),
  route('compras/pedido', T.screens.pedidosDeCompra, COMPRAS),
  // Stock
  route('estoque/produtos', T.screens.produtos, ESTOQUE),
  ...crud('estoque/servicos', T.screens.servicos, [ESTOQUE], ['copiar']),
  route('estoque/importar-arquivo', T.screens.importarArquivo, ESTOQUE),
  route('estoque/transferencia-estoque', T.screens.transferenciaDeEstoque, ESTOQUE),
  route('estoque/depositos', T.screens.depositos, ESTOQUE),
  route('estoque/etiqueta/listar', T.screens.etiquetas, ESTOQUE),
  route('estoque/etiqueta/cadastrar', T.actions.cadastrar, ESTOQUE, T.screens.etiquetas),
  route('estoque/etiqueta/editar/:id?', T.actions.editar, ESTOQUE, T.screens.etiquetas),
  route('estoque/etiqueta/visualizar/:id?', T.actions.visualizar, ESTOQUE, T.screens.etiquetas),
  route('estoque/etiqueta/imprimir', T.screens.imprimirEtiquetas, ESTOQUE, T.screens.etiquetas),
  route('estoque/lotes', T.screens.lotes, ESTOQUE),
  // Settings
  ...crud('configuracoes/usuarios', T.screens.usuarios, [CONFIGURACOES]),
  route('configuracoes/formas-pagamento', T.screens.formasDePagamentoDoPdv, CONFIGURACOES),
  route('configuracoes/perfil', T.screens.perfisDeAcesso, CONFIGURACOES),
  route('configuracoes/cfop', T.screens.cfop, CONFIGURACOES),
  route('configuracoes/perfil-tributario', T.screens.perfisTributarios, CONFIGURACOES),
  route('configuracoes/importacao-de-dados', T.screens.importacaoDeDados, CONFIGURACOES),
  route('configuracoes/gateway-boleto', T.screens.gatewayDeBoleto, CONFIGURACOES),
  // Fiscal
  route('fiscais/tributacoes-estaduais', T.screens.tributacoesEstaduais, FISCAL),
  route('fiscais/tributacoes-federais', T.screens.tributacoesFederais, FISCAL),
  ...crud('fiscais/natureza-operacao', T.screens.naturezasDeOperacao, [FISCAL], ['copiar']),
  route('fiscais/observacoes-nota', T.screens.observacoesDaNota, FISCAL),
  // NF-e
  route('nfe/exportar-xml-nfe', T.screens.exportarXmlNfE, NFE),
  route('nfe/inutilizacoes', T.screens.inutilizacoes, NFE),
  route('nfe/inutilizacoes/cadastrar', T.actions.cadastrar, NFE, T.screens.inutilizacoes),
  route('nfe/emitir-nfe', T.screens.emitirNfE, NFE),
  route('nfe/cupom-fiscal', T.screens.cuponsFiscais, NFE),
  route('nfe/nota-fiscal', T.screens.notasFiscais, NFE),
  route('nfe/notas-processadas', T.screens.notasProcessadas, NFE),
  // Accounting and payments
  route('contabil/contadores', T.screens.contadores, CONTABIL),
  route('pagamentos/boletos', T.screens.boletos, PAGAMENTOS),
  route('pagamentos/extratos', T.screens.extratos, PAGAMENTOS),
];
