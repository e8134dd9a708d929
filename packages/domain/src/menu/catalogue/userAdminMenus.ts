import type { MenuItem, MenuLink, MenuRequirement } from '../menuTypes';
import { entry } from './menuItem';

/** The user badge's menu (spec 001 §6); every signed-in user has it. */
export const USER_MENU: readonly MenuItem[] = [
  entry('trocarFilial', 'Trocar filial', 'IconSwitchHorizontal', null, { action: 'trocarFilial' }),
  entry(
    'minhaConta',
    'Minha conta',
    'IconUserCircle',
    null,
    '/pages/configuracoes/usuarios/editarminhaconta',
  ),
  entry('sair', 'Sair', 'IconLogout', null, '/auth/logout'),
];

const ADMIN_ROOT = '/administrador/configuracoes';

const admin = (id: string, title: string, icon: string, path: string, avancoOnly = false): MenuItem => {
  const requires: MenuRequirement[] = avancoOnly ? ['administracao', 'avanco'] : ['administracao'];
  return entry(id, title, icon, null, `${ADMIN_ROOT}/${path}` as MenuLink, requires);
};

/**
 * The administrative panel's menu (spec 001 §6): for product-owner (isAvanco) and master users; IBPT import,
 * branch sequence, banks, delete products, delete branch and PDV version for product-owner users only; remote
 * versions and the audit log (issue 19) for both.
 */
export const ADMIN_MENU: readonly MenuItem[] = [
  admin('adminDashboard', 'Dashboard', 'IconLayoutDashboard', 'dashboard'),
  admin('whitelabel', 'White label', 'IconPalette', 'whitelabel'),
  admin('ajuda', 'Ajuda', 'IconHelp', 'ajuda'),
  admin('planoConfig', 'Planos', 'IconCrown', 'plano-config'),
  admin('moduloConfig', 'Módulos', 'IconPuzzle', 'modulo-config'),
  admin('nps', 'NPS', 'IconMoodSmile', 'nps'),
  admin('notificacoes', 'Notificações', 'IconBell', 'notificacoes'),
  admin('excluirProdutos', 'Excluir produtos', 'IconTrash', 'excluir-produtos', true),
  admin('excluirFilial', 'Excluir filial', 'IconBuildingOff', 'excluir-filial', true),
  admin('sequenciaFilial', 'Sequência da filial', 'IconListNumbers', 'sequencia-filial', true),
  admin('bancos', 'Bancos', 'IconBuildingBank', 'bancos', true),
  admin('importacaoIbptNcm', 'Importação IBPT (NCM)', 'IconFileImport', 'importacao-ibpt-ncm', true),
  admin('importacaoIbptCest', 'Importação IBPT (CEST)', 'IconFileImport', 'importacao-ibpt-cest', true),
  admin('adminUsuarios', 'Usuários', 'IconUsers', 'usuarios'),
  // The admin API contract keeps what a brand owes the product owner to the product owner's staff (403 for master).
  admin('financeiroWhitelabel', 'Financeiro white label', 'IconReportMoney', 'financeiro-whitelabel', true),
  admin('pdvVersao', 'Versão do PDV', 'IconVersions', 'pdv-versao', true),
  // Issue 19: the per-brand remote versions (what resellers buy) and the audit log of every admin write.
  admin('releases', 'Versões dos remotes', 'IconStack2', 'releases'),
  // Issue 32: the tokens a team's pipeline publishes one container with (product-owner staff only).
  admin('tokensDeploy', 'Tokens de deploy', 'IconKey', 'tokens-deploy', true),
  admin('auditoria', 'Auditoria', 'IconClipboardList', 'auditoria'),
];
