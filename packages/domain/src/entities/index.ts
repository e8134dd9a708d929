export type {
  Integracao,
  FilialSelecionada,
  Empresa,
  ModuloUsuario,
  UserInfo,
  LoginUser,
  LoginResponse,
} from './user';
export type { AuthCover, Modulo, WhiteLabelMisc, WhiteLabelConfig, ApiListEntry } from './whiteLabel';
export type { RemoteArea, RemoteRelease } from './remote';
