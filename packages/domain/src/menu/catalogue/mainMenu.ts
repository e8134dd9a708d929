import { MENU_TITLES } from '../../messages/menuMessages';
import type { MenuItem } from '../menuTypes';
import { exportacoes, nfe, nfse } from './fiscalMenus';
import { entry, group } from './menuItem';

// Links follow the routes of spec 001 §2 where it gives them; where the catalogue and §2 name the same
// page differently, §2 wins (conciliacao-ofx is financeiro/ofx; the sales coupon and invoice lists are
// nfe/cupom-fiscal and nfe/nota-fiscal; the NFS-e services list is estoque/servicos).

const financeiro = group('financeiro', MENU_TITLES.financeiro, 'IconCash', [
  entry(
    'despesas',
    'Contas a pagar',
    'IconArrowUpCircle',
    'financeiro',
    '/pages/financeiro/lancamentos/lista/despesas',
  ),
  entry(
    'receitas',
    'Contas a receber',
    'IconArrowDownCircle',
    'financeiro',
    '/pages/financeiro/lancamentos/lista/receitas',
  ),
  entry(
    'transferencias',
    'Transferências',
    'IconArrowsLeftRight',
    'financeiro',
    '/pages/financeiro/lancamentos/lista/transferencias',
  ),
  entry('baixas', 'Baixas', 'IconCircleCheck', 'financeiro', '/pages/financeiro/lancamentos/lista/baixas'),
  entry(
    'lancamentoRecorrente',
    'Lançamentos recorrentes',
    'IconRepeat',
    'financeiro',
    '/pages/financeiro/lancamento-recorrente',
  ),
  entry(
    'extratoBancario',
    'Extrato bancário',
    'IconBuildingBank',
    'financeiro',
    '/pages/financeiro/extrato-bancario',
  ),
  entry('conciliacaoOfx', 'Conciliação OFX', 'IconFileImport', 'financeiro', '/pages/financeiro/ofx'),
]);

const vendas = group('vendas', MENU_TITLES.vendas, 'IconShoppingCart', [
  entry('cupomFiscal', 'Cupons fiscais', 'IconReceipt', 'nfe', '/pages/nfe/cupom-fiscal'),
  entry('notaFiscal', 'Notas fiscais', 'IconFileInvoice', 'nfe', '/pages/nfe/nota-fiscal'),
  entry(
    'pedidoVendas',
    'Pedidos de venda',
    'IconClipboardList',
    'pedidoVendas',
    '/pages/vendas/pedido-vendas',
  ),
  entry('caixas', 'Caixas', 'IconCashRegister', 'pdv', '/pages/vendas/caixas'),
  entry('clientes', 'Clientes', 'IconUsers', 'clientes', '/pages/vendas/clientes'),
  entry('vendedores', 'Vendedores', 'IconId', 'vendas', '/pages/vendas/vendedores'),
  entry(
    'contatosComerciais',
    'Contatos comerciais',
    'IconAddressBook',
    'clientes',
    '/pages/vendas/contatos-comerciais',
  ),
  entry('operadorPdv', 'Operadores de PDV', 'IconUserCog', 'pdv', '/pages/vendas/operador-pdv'),
  entry('promocao', 'Promoções', 'IconDiscount2', 'vendas', '/pages/vendas/promocao'),
  entry('alteracaoPreco', 'Alteração de preços', 'IconTag', 'produtos', '/pages/estoque/alteracao-preco'),
]);

const compras = group('compras', MENU_TITLES.compras, 'IconShoppingBag', [
  entry('pedidoCompra', 'Pedidos de compra', 'IconClipboardCheck', 'compras', '/pages/compras/pedido'),
  entry(
    'entradaNotaFiscal',
    'Entrada de nota fiscal',
    'IconFileDownload',
    'compras',
    '/pages/compras/entrada-nota-fiscal',
  ),
  entry(
    'fornecedores',
    'Fornecedores',
    'IconBuildingFactory2',
    'fornecedores',
    '/pages/compras/fornecedores',
  ),
  entry('transportadores', 'Transportadoras', 'IconTruck', 'fornecedores', '/pages/compras/transportadores'),
]);

const estoque = group('estoque', MENU_TITLES.estoque, 'IconPackage', [
  entry('produtos', 'Produtos', 'IconBox', 'produtos', '/pages/estoque/produtos'),
  entry('categorias', 'Grupos de produtos', 'IconCategory', 'produtos', '/pages/estoque/categorias'),
  entry('variacoes', 'Variações', 'IconPalette', 'produtos', '/pages/estoque/variacoes'),
  entry('acertoEstoque', 'Acerto de estoque', 'IconAdjustments', 'estoque', '/pages/estoque/acerto-estoque'),
  entry('importarArquivo', 'Importar arquivo', 'IconUpload', 'produtos', '/pages/estoque/importar-arquivo'),
  entry(
    'transferenciaEstoque',
    'Transferência de estoque',
    'IconTransfer',
    'estoque',
    '/pages/estoque/transferencia-estoque',
    ['locaisEstoque'],
  ),
  entry(
    'imprimirEtiquetas',
    'Imprimir etiquetas',
    'IconPrinter',
    'produtos',
    '/pages/estoque/etiqueta/imprimir',
  ),
]);

const pagamentos = group('pagamentos', MENU_TITLES.pagamentos, 'IconCreditCard', [
  entry('boletos', 'Boletos', 'IconBarcode', 'boletos', '/pages/pagamentos/boletos', ['configuracaoBoleto']),
  entry('extratos', 'Extratos de depósitos', 'IconReportMoney', 'boletos', '/pages/pagamentos/extratos', [
    'configuracaoBoleto',
  ]),
]);

const contabil = group('contabil', MENU_TITLES.contabil, 'IconCalculator', [
  entry('contadores', 'Contadores', 'IconUserCheck', 'contabil', '/pages/contabil/contadores'),
]);

const relatorios = group('relatorios', MENU_TITLES.relatorios, 'IconReportAnalytics', [
  entry('relatorioEstoque', 'Estoque', 'IconPackages', 'relatorios', '/pages/relatorios/estoque'),
  entry('relatorioVendas', 'Vendas', 'IconChartBar', 'relatorios', '/pages/relatorios/vendas'),
  entry('relatorioFinanceiro', 'Financeiro', 'IconReportMoney', 'relatorios', '/pages/relatorios/financeiro'),
  entry('relatorioPessoas', 'Pessoas', 'IconUsers', 'relatorios', '/pages/relatorios/pessoas'),
  entry(
    'relatoriosExportados',
    'Relatórios exportados',
    'IconFileDownload',
    'relatorios',
    '/pages/relatorios/exportacoes',
  ),
]);

// Privacy policy and terms concern everyone who uses the product, so they need no permission.
const assinatura = group(
  'assinatura',
  MENU_TITLES.assinatura,
  'IconCrown',
  [
    entry(
      'modulosAdicionais',
      'Módulos adicionais',
      'IconPuzzle',
      'assinatura',
      { action: 'modulosAdicionais' },
      ['planos', 'planoModulos'],
    ),
    entry('planos', 'Planos', 'IconCrown', 'assinatura', { action: 'planos' }, ['planos']),
    entry('areaCliente', 'Área do cliente', 'IconHeadset', 'assinatura', { action: 'areaCliente' }, [
      'areaCliente',
    ]),
    entry('politicaPrivacidade', 'Política de privacidade', 'IconShieldLock', null, {
      action: 'politicaPrivacidade',
    }),
    entry('termos', 'Termos de uso', 'IconFileDescription', null, { action: 'termos' }),
  ],
  { expanded: true },
);

/** The sidebar of the main area (spec 001 §6 "Menu catalogue"), before any filtering. */
export const MAIN_MENU: readonly MenuItem[] = [
  entry('dashboard', MENU_TITLES.dashboard, 'IconLayoutDashboard', null, '/pages/dashboard'),
  financeiro,
  vendas,
  compras,
  estoque,
  nfe,
  nfse,
  exportacoes,
  pagamentos,
  contabil,
  relatorios,
  assinatura,
];
