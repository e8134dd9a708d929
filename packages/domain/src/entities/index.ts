export type {
  Integracao,
  FilialSelecionada,
  FilialResumo,
  Empresa,
  ModuloUsuario,
  UserInfo,
  LoginUser,
  LoginResponse,
} from './user';
export type { AuthCover, Modulo, WhiteLabelMisc, WhiteLabelConfig, ApiListEntry } from './whiteLabel';
export { WHITE_LABEL_MISC_FLAGS, WHITE_LABEL_MISC_KEYS, WHITE_LABEL_MISC_TEXTS } from './whiteLabel';
export type { ExposedModuleProps, ExposedRoutesProps, RemoteArea, RemoteRelease } from './remote';
export type { Alerta, AlertaResumo, AlertaTipo } from './alerta';
export type { DashboardResumo, VendasDia } from './dashboard';
export type { Favorito } from './favorito';
export type { Plano, PlanoModulo } from './plano';
export type { Cobranca, CobrancaAcao, CobrancaAdmin, CobrancaStatus } from './cobranca';
export type {
  AdminCover,
  AdminCrm,
  AdminDashboard,
  AdminWhiteLabel,
  AjudaLink,
  AuditEntry,
  Banco,
  BrandUser,
  FinanceiroWhiteLabel,
  IbptImportResult,
  IbptItem,
  NpsResumo,
  PdvVersao,
  TokenDeploy,
  TokenDeployCriado,
} from './admin';
