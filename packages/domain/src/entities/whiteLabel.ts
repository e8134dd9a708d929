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

/** Miscellaneous white-label settings (spec 000 §3). */
export interface WhiteLabelMisc {
  textoDestaqueCadastro?: string;
  textoAlertaCadastro?: string;
  exibirCpfCnpj?: boolean;
  exibirNomeUsuario?: boolean;
  exibirNomeEmpresa?: boolean;
  exibirTelefone?: boolean;
  exibirRegime?: boolean;
  permiteCadastro?: boolean;
  customThemeColor?: string;
  secondaryThemeColor?: string;
  linkFavicon?: string;
  scriptIncorporar?: string;
  scriptLink?: string;
  adobeAnalytics?: boolean;
  capaAuth?: AuthCover;
}

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
