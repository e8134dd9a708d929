import type { FilialSelecionada, UserInfo, WhiteLabelConfig } from '../entities';
import type { PermissionKey } from '../permissions/permissionKeys';

/** A hash route of a menu entry: the absolute path after `#`, e.g. `/pages/vendas/clientes`. */
export type MenuLink = `/${string}`;

/** What an entry without a link does when chosen; the shell wires each id to its dialog or call. */
export type MenuAction =
  | 'painelAdministrativo'
  | 'modulosAdicionais'
  | 'planos'
  | 'areaCliente'
  | 'politicaPrivacidade'
  | 'termos'
  | 'trocarFilial'
  | 'documentacaoApi'
  | 'downloadPdv';

/**
 * A condition of spec 001 §6 beyond the permission check; `buildMenus` drops an entry whose condition fails:
 * - configuracaoBoleto: the branch has a boleto configuration (boleto and deposit menus);
 * - locaisEstoque: at least 2 stock locations (stock transfer);
 * - urlPdv: the brand has a PDV download URL;
 * - areaCliente: a contract id and a billing-system integration, not on trial (customer area);
 * - planos: not a trial with more than 999 days to expiry (plans menus);
 * - planoModulos: the brand offers plan modules (additional modules);
 * - administracao: product-owner (isAvanco) or master user;
 * - avanco: product-owner user only.
 */
export type MenuRequirement =
  | 'configuracaoBoleto'
  | 'locaisEstoque'
  | 'urlPdv'
  | 'areaCliente'
  | 'planos'
  | 'planoModulos'
  | 'administracao'
  | 'avanco';

/** One entry or group of a menu (spec 001 §3 "Menu item": title, link, icon, data.key, children). */
export interface MenuItem {
  /** Unique over every menu; favourites, the accountant's menu and the special keys refer to it. */
  readonly id: string;
  readonly title: string;
  /** Name of a Tabler icon (`@tabler/icons-react` export), e.g. 'IconCash'. */
  readonly icon: string;
  readonly link?: MenuLink;
  readonly action?: MenuAction;
  /**
   * `key`: the permission the user needs at view level; null for entries every signed-in user has
   * (dashboard, own account) and for groups, which show while any child shows.
   */
  readonly data: { readonly key: PermissionKey | null };
  readonly requires?: readonly MenuRequirement[];
  /** A group shown open (Assinatura). */
  readonly expanded?: boolean;
  readonly children?: readonly MenuItem[];
}

/** Everything the menu filter reads (C fills the two branch fields on the server). */
export interface MenuContext {
  user: Pick<
    UserInfo,
    | 'permissoes'
    | 'perfilAdmin'
    | 'suporteWhiteLabel'
    | 'isContador'
    | 'isAvanco'
    | 'master'
    | 'painelAdministrativo'
  > & {
    filialSelecionadaObj: Pick<FilialSelecionada, 'contratoId' | 'trial' | 'dataVencimento'>;
    /** The branch's boleto configuration. */
    configuracaoBoleto: { id: number } | null;
    /** Active stock locations of the branch. */
    quantidadeLocaisEstoque: number;
  };
  config: Pick<WhiteLabelConfig, 'modulos' | 'planoModulos' | 'urlPdv' | 'possuiIntegracaoSuperlogica'>;
  today: Date;
}

/** The menus of one user, filtered. */
export interface Menus {
  /** The main area's menu, whatever the mode (route guard, favourites). */
  main: MenuItem[];
  /** What the sidebar shows: the main menu, or the admin menu in the administrative panel mode. */
  sidebar: MenuItem[];
  /** The header's settings menu (the shell hides its button in the administrative panel). */
  settings: MenuItem[];
  /** The user badge's menu. */
  user: MenuItem[];
  /** The administrative panel menu, empty for whoever may not administer. */
  admin: MenuItem[];
}
