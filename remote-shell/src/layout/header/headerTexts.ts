import { MOUNTS, routeTo } from '@erp/domain';

/**
 * Labels of the header bar that the spec does not word (it names the pieces, not their labels); every text the
 * spec words comes from the domain's MESSAGES.
 */
export const HEADER_TEXTS = {
  home: 'Ir para o painel',
  /** The breadcrumb above a screen's title. */
  breadcrumb: 'Você está em',
  toggleNavbar: 'Mostrar ou ocultar o menu',
  alerts: 'Notificações',
  deleteAlert: 'Excluir notificação',
  favorites: 'Favoritos',
  addFavorite: 'Adicionar aos favoritos',
  removeFavorite: 'Remover dos favoritos',
  settings: 'Configurações',
  clientView: 'Visão do cliente',
  reports: 'Relatórios exportados',
  reportsLoading: 'Carregando relatórios',
  reportsUnavailable: 'Relatórios indisponíveis',
  switchBranch: 'Trocar filial',
  myAccount: 'Minha conta',
  logout: 'Sair',
  chooseBranch: 'Selecione a filial em que deseja trabalhar',
  currentBranch: 'Atual',
  branchSwitched: (branch: string): string => `Você está trabalhando na filial ${branch}.`,
} as const;

/** Hash routes the header links to; the domain's table has no builder for the user's own account page. */
export const HEADER_ROUTES = {
  dashboard: routeTo.dashboard(),
  myAccount: `${MOUNTS.pages}/configuracoes/usuarios/editarminhaconta`,
  logout: routeTo.logout(),
  adminArea: MOUNTS.administrador,
} as const;
