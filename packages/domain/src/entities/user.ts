import type { PermissionLevel } from '../permissions/permissionLevel';

/** An integration a branch has with an external system (credit bureau, billing…). */
export interface Integracao {
  id: number;
  sistema: number;
}

/** The branch (filial) the user works in, as the header and menus need it. */
export interface FilialSelecionada {
  id: number;
  apelido: string | null;
  nome: string;
  cpfCnpj: string;
  ramoAtividade: string | null;
  contratoId: string | null;
  /** The plan the branch signed, or null before any. */
  planoId: number | null;
  trial: boolean;
  bloqueada: boolean;
  dataVencimento: string | null;
  integracaoSerasa: boolean;
  integracoes: Integracao[];
}

/** A branch of the user menu's branch switch (`GET Usuarios/filiais`). */
export type FilialResumo = Pick<FilialSelecionada, 'id' | 'nome' | 'apelido' | 'cpfCnpj'>;

/** The company (empresa) a user belongs to. */
export interface Empresa {
  id: number;
  nome: string;
}

/** A module of the brand's configuration as the user info carries it. */
export interface ModuloUsuario {
  id: number;
  ativo: boolean;
  menus: string[];
}

/** Everything the main area knows about the signed-in user (spec 001 §3 "User info"). */
export interface UserInfo {
  id: number;
  nome: string;
  email: string;
  avatar: string | null;
  cpfCnpj: string | null;
  empresaObj: Empresa;
  filialSelecionada: number;
  filialSelecionadaObj: FilialSelecionada;
  /** Permission key → level (0 none … 4 total). */
  permissoes: Record<string, PermissionLevel>;
  perfilAdmin: boolean;
  suporteWhiteLabel: boolean;
  isContador: boolean;
  isAvanco: boolean;
  master: boolean;
  painelAdministrativo: boolean;
  /** Set when an admin looks at a customer's main area read-only (`Admin/visao-cliente`): which company. */
  visaoCliente?: { empresaId: number; nome: string } | null;
  /** Unread alerts of the user. */
  alertas: number;
  configWhiteLabel: { modulos: ModuloUsuario[] };
  /** The selected branch's active boleto configuration; the boleto and deposit menus need one. */
  configuracaoBoleto: { id: number } | null;
  /** Active stock locations of the selected branch; the stock transfer menu needs at least 2. */
  quantidadeLocaisEstoque: number;
}

/** The user object returned with a login (spec 000 §3 "Login response"). */
export interface LoginUser {
  id: number;
  nome: string;
  email: string;
  isAvanco: boolean;
  master: boolean;
}

/** POST Usuarios/login?include=user answers the session token as `id` and the user. */
export interface LoginResponse {
  id: string;
  user: LoginUser;
}
