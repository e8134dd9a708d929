import type { ThemeName } from '../themes/themes';

/** How the auth area fills its left side on wide screens. */
export interface AuthCover {
  tipo: 'imagem' | 'iframe' | 'html';
  /** Image URL, frame URL or HTML (sanitised before it is shown). */
  valor: string;
}

/** A module of the brand with its menus and whether it is on. */
export interface Modulo {
  id: number;
  nome: string;
  ativo: boolean;
  menus: string[];
}

/** The text settings of a brand's `misc` (spec 000 §3): sign-up texts, colours, favicon, embedded script. */
export const WHITE_LABEL_MISC_TEXTS = [
  'textoDestaqueCadastro',
  'textoAlertaCadastro',
  'customThemeColor',
  'secondaryThemeColor',
  'linkFavicon',
  'scriptIncorporar',
  'scriptLink',
] as const;

/** The yes/no settings of a brand's `misc`: which sign-up fields show, whether sign-up is open, analytics. */
export const WHITE_LABEL_MISC_FLAGS = [
  'exibirCpfCnpj',
  'exibirNomeUsuario',
  'exibirNomeEmpresa',
  'exibirTelefone',
  'exibirRegime',
  'permiteCadastro',
  'adobeAnalytics',
] as const;

/**
 * Every `misc` key an admin edits (`PUT ConfigWhiteLabels`, which refuses any other) and the browser sees; the auth
 * cover (`capaAuth`) is derived from the brand's `capa` instead.
 */
export const WHITE_LABEL_MISC_KEYS = [...WHITE_LABEL_MISC_TEXTS, ...WHITE_LABEL_MISC_FLAGS] as const;

/** Miscellaneous white-label settings (spec 000 §3). */
export type WhiteLabelMisc = { [K in (typeof WHITE_LABEL_MISC_TEXTS)[number]]?: string } & {
  [K in (typeof WHITE_LABEL_MISC_FLAGS)[number]]?: boolean;
} & { capaAuth?: AuthCover };

/** A brand's configuration as the browser sees it: secrets (CRM token) are never part of it. */
export interface WhiteLabelConfig {
  id: number;
  idConfig: number;
  title: string;
  tema: ThemeName;
  API_ENDPOINT: string;
  modulos: Modulo[];
  planoModulos: Modulo[];
  documentos: { termos?: string; privacidade?: string };
  imagens: { logo?: string; logo_branca?: string };
  urlPdv?: string | null;
  possuiIntegracaoSuperlogica?: boolean;
  misc: WhiteLabelMisc;
}

/** One entry of the API list: which brand (idConfig) and API serve an origin. */
export interface ApiListEntry {
  origin: string;
  idConfig: number;
  API_ENDPOINT: string;
  default?: boolean;
}
