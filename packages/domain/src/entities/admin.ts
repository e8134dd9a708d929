import type { ThemeName } from '../themes/themes';
import type { RemoteArea } from './remote';
import type { Modulo, WhiteLabelConfig, WhiteLabelMisc } from './whiteLabel';

/** Brand figures of the admin dashboard (`POST ConfigWhiteLabels/dashboard`). */
export interface AdminDashboard {
  empresas: number;
  usuariosAtivos: number;
  trials: number;
  trialsVencendo7Dias: number;
  bloqueadas: number;
  /** 30 São Paulo days, oldest first, zeros included. */
  cadastrosPorDia: Array<{ data: string; total: number }>;
}

/** The auth-area cover as the admin edits it; `url` is a page shown in a frame. */
export interface AdminCover {
  tipo: 'imagem' | 'url' | 'html';
  valor: string;
}

/** A brand's CRM settings as the admin sees them: the token is write-only, only its presence is told. */
export interface AdminCrm {
  stageId: number;
  baseUrl: string | null;
  possuiToken: boolean;
}

/** A brand's whole configuration as the administration area edits it (never with the CRM token). */
export interface AdminWhiteLabel {
  id: number;
  idConfig: number;
  title: string;
  tema: ThemeName;
  misc: WhiteLabelMisc;
  modulos: Modulo[];
  planoModulos: Modulo[];
  documentos: WhiteLabelConfig['documentos'];
  imagens: WhiteLabelConfig['imagens'];
  urlPdv: string | null;
  possuiIntegracaoSuperlogica: boolean;
  /** Browser origins the brand answers on, in API-list order; only product-owner staff change them. */
  origins: string[];
  /** The origin the links of e-mails to the brand's users are built on (one of `origins`); null without origins. */
  canonicalOrigin: string | null;
  diasTrial: number;
  remoteOverrides: Partial<Record<RemoteArea, string>>;
  crm: AdminCrm | null;
  capa: AdminCover | null;
  updatedAt: string;
}

/** One row of the audit log (`GET Admin/auditoria`). */
export interface AuditEntry {
  id: number;
  /** ISO instant. */
  data: string;
  usuario: { id: number; nome: string; email: string };
  idConfig: number | null;
  acao: string;
  alvo: string;
  de: unknown;
  para: unknown;
}

/** One user of a brand (`GET Usuarios/usuarios-whitelabel/:idConfig`). */
export interface BrandUser {
  id: number;
  nome: string;
  email: string;
  ativo: boolean;
  createdAt: string;
  empresa: { id: number; nome: string; cpfCnpj: string | null };
  filial: {
    id: number;
    nome: string;
    trial: boolean;
    bloqueada: boolean;
    dataVencimento: string | null;
  } | null;
  perfilAdmin: boolean;
}

/** A bank of the product-wide list (`Admin/bancos`). */
export interface Banco {
  id: number;
  codigo: string;
  nome: string;
}

/** A deploy token of one container (`Admin/tokens-deploy`): the token itself is never listed, only shown once. */
export interface TokenDeploy {
  id: number;
  nome: string;
  container: string;
  criadoEm: string;
  /** Who created it (product-owner staff). */
  criadoPor: string;
  ultimoUsoEm: string | null;
  revogadoEm: string | null;
}

/** The answer to a token's creation: the only time the token is shown. */
export interface TokenDeployCriado extends TokenDeploy {
  token: string;
}

/** Result of an IBPT CSV import. */
export interface IbptImportResult {
  importados: number;
  ignorados: number;
  erros: Array<{ linha: number; mensagem: string }>;
}

/** One NCM or CEST row of the IBPT tables. */
export interface IbptItem {
  codigo: string;
  ex: string;
  descricao: string;
  nacionalFederal: number;
  importadosFederal: number;
  estadual: number;
  municipal: number;
  vigenciaInicio: string | null;
  vigenciaFim: string | null;
  versao: string | null;
}

/** The PDV application version every installation checks (`Admin/pdv-versao`). */
export interface PdvVersao {
  versao: string;
  url: string;
  obrigatoria: boolean;
}

/** What a brand owes the product owner for a month (`Admin/financeiro-whitelabel`). */
export interface FinanceiroWhiteLabel {
  empresasAtivas: number;
  filiaisAtivas: number;
  valorPorFilial: number;
  total: number;
}

/** A brand's net promoter score (`Admin/nps`). */
export interface NpsResumo {
  /** −100..100. */
  nota: number;
  respostas: number;
  promotores: number;
  neutros: number;
  detratores: number;
  ultimas: Array<{ nota: number; comentario: string; data: string; empresa: string }>;
}

/** A help link shown to a brand's users (`Admin/ajuda`). */
export interface AjudaLink {
  titulo: string;
  url: string;
}
