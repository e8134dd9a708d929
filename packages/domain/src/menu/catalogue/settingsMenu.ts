import { MENU_TITLES } from '../../messages/menuMessages';
import type { MenuItem } from '../menuTypes';
import { entry, group } from './menuItem';

const titles = MENU_TITLES.settings;

const pagamento = group('configPagamento', titles.pagamento, 'IconCreditCard', [
  entry(
    'gatewayBoleto',
    'Gateway de boleto',
    'IconBuildingBank',
    'boletos',
    '/pages/configuracoes/gateway-boleto',
  ),
  // Updating transactions reads the gateway's boletos, so it needs the configuration like the boleto menus.
  entry(
    'atualizarTransacoes',
    'Atualizar transações',
    'IconRefresh',
    'boletos',
    '/pages/configuracoes/atualizar-transacoes',
    ['configuracaoBoleto'],
  ),
]);

const fiscal = group('configFiscal', titles.fiscal, 'IconReceiptTax', [
  entry('assistenteFiscal', 'Assistente fiscal', 'IconWand', 'fiscal', '/pages/fiscais/assistente'),
  entry('configuracaoNfe', 'Configurações de NF-e', 'IconSettings', 'fiscal', '/pages/configuracoes/nfe'),
  entry(
    'certificadoDigital',
    'Certificado digital',
    'IconCertificate',
    'fiscal',
    '/pages/configuracoes/certificado-digital',
  ),
  entry(
    'naturezaOperacao',
    'Naturezas de operação',
    'IconArrowsExchange',
    'fiscal',
    '/pages/fiscais/natureza-operacao',
  ),
  entry(
    'tributacoesEstaduais',
    'Tributações estaduais',
    'IconMap',
    'fiscal',
    '/pages/fiscais/tributacoes-estaduais',
  ),
  entry(
    'tributacoesFederais',
    'Tributações federais',
    'IconFlag',
    'fiscal',
    '/pages/fiscais/tributacoes-federais',
  ),
  entry('cfop', 'CFOP', 'IconListNumbers', 'fiscal', '/pages/configuracoes/cfop'),
  entry(
    'perfilTributario',
    'Perfis tributários',
    'IconPercentage',
    'fiscal',
    '/pages/configuracoes/perfil-tributario',
  ),
  entry(
    'participantesSped',
    'Participantes do SPED',
    'IconUsersGroup',
    'fiscal',
    '/pages/fiscais/participantes-sped',
  ),
  entry(
    'contaContabilSped',
    'Contas contábeis do SPED',
    'IconBook',
    'fiscal',
    '/pages/fiscais/conta-contabil-sped',
  ),
  entry(
    'inventarioSped',
    'Inventário do SPED',
    'IconClipboardList',
    'fiscal',
    '/pages/fiscais/inventario-sped',
  ),
  entry('observacoesNota', 'Observações da nota', 'IconNotes', 'fiscal', '/pages/fiscais/observacoes-nota'),
]);

const financeiro = group('configFinanceiro', titles.financeiro, 'IconCash', [
  entry(
    'categoriasFinanceiro',
    'Categorias financeiras',
    'IconCategory',
    'financeiro',
    '/pages/financeiro/categorias-financeiro',
  ),
  entry(
    'centroDeCusto',
    'Centros de custo',
    'IconChartPie',
    'financeiro',
    '/pages/financeiro/centro-de-custo',
  ),
  entry('contas', 'Contas', 'IconBuildingBank', 'financeiro', '/pages/financeiro/contas'),
  entry(
    'formasPagamentoFinanceiro',
    'Formas de pagamento',
    'IconCreditCard',
    'financeiro',
    '/pages/financeiro/formas-pagamento-financeiro',
  ),
]);

const pontoDeVenda = group('configPontoDeVenda', titles.pontoDeVenda, 'IconBuildingStore', [
  entry(
    'formasPagamentoPdv',
    'Formas de pagamento',
    'IconCash',
    'pdv',
    '/pages/configuracoes/formas-pagamento',
  ),
  entry('pdv', 'PDV', 'IconDeviceDesktop', 'pdv', '/pages/vendas/pdv'),
  entry('cupomErro', 'Cupons com erro', 'IconReceiptOff', 'pdv', '/pages/vendas/cupom-erro'),
  entry(
    'solicitacaoReenvios',
    'Solicitações de reenvio',
    'IconSend',
    'pdv',
    '/pages/vendas/solicitacao-reenvios',
  ),
]);

const estoques = group('configEstoques', titles.estoques, 'IconBuildingWarehouse', [
  entry('depositos', 'Depósitos', 'IconBuildingWarehouse', 'estoque', '/pages/estoque/depositos'),
  entry('embalagens', 'Embalagens', 'IconPackage', 'produtos', '/pages/estoque/embalagens'),
  entry('etiquetas', 'Etiquetas', 'IconTags', 'produtos', '/pages/estoque/etiqueta/listar'),
  entry('lotes', 'Lotes', 'IconStack2', 'estoque', '/pages/estoque/lotes'),
  entry('marcas', 'Marcas', 'IconTrademark', 'produtos', '/pages/estoque/marcas'),
]);

const usuarios = group('configUsuarios', titles.usuarios, 'IconUsers', [
  entry('perfis', 'Perfis de acesso', 'IconLock', 'usuarios', '/pages/configuracoes/perfil'),
  entry('usuarios', 'Usuários', 'IconUser', 'usuarios', '/pages/configuracoes/usuarios'),
]);

const integracoes = group('configIntegracoes', titles.integracoes, 'IconPlug', [
  entry('integracoes', 'Integrações', 'IconPlug', 'configuracoes', '/pages/configuracoes/integracoes'),
  entry('apiKey', 'Chave de API', 'IconKey', 'configuracoes', '/pages/configuracoes/apikey'),
  entry('webhook', 'Webhooks', 'IconWebhook', 'configuracoes', '/pages/configuracoes/webhook'),
  entry('documentacaoApi', 'Documentação da API', 'IconApi', 'configuracoes', { action: 'documentacaoApi' }),
]);

/** The header's settings menu (spec 001 §6), before any filtering. */
export const SETTINGS_MENU: readonly MenuItem[] = [
  // Opens the administrative panel (its own menu); only product-owner and master users may.
  entry('administrador', titles.administrador, 'IconUserShield', null, { action: 'painelAdministrativo' }, [
    'administracao',
  ]),
  pagamento,
  fiscal,
  financeiro,
  pontoDeVenda,
  estoques,
  usuarios,
  integracoes,
  entry('empresas', titles.empresas, 'IconBuilding', 'configuracoes', '/pages/configuracoes/empresas'),
  entry(
    'configuracoesGerais',
    titles.configuracoesGerais,
    'IconSettings',
    'configuracoes',
    '/pages/configuracoes/gerais',
  ),
  entry(
    'importacaoDeDados',
    'Importação de dados',
    'IconDatabaseImport',
    'configuracoes',
    '/pages/configuracoes/importacao-de-dados',
  ),
  entry('downloadPdv', 'Download do PDV', 'IconDownload', 'pdv', { action: 'downloadPdv' }, ['urlPdv']),
];
