export { FilialSelecionadaSchema, LoginResponseSchema, LoginUserSchema, UserInfoSchema } from './userInfo';
export {
  ApiListEntrySchema,
  ApiListSchema,
  WhiteLabelConfigListSchema,
  WhiteLabelConfigSchema,
} from './whiteLabelConfig';
export { RemoteReleaseListSchema, RemoteReleaseSchema } from './remotes';
export { PingSchema, VerifyBranchSchema } from './common';
export { AlertEventSchema, ReportEventSchema, type AlertEvent, type ReportEvent } from './realtime';
export { DashboardResumoSchema } from './dashboard';
export { AreaClienteSchema, PlanoListSchema, PlanoSchema, type Plano, type PlanoModulo } from './planos';
export { CobrancaAdminListSchema, CobrancaListSchema, CobrancaSchema } from './cobrancas';
export {
  AlertaListSchema,
  AlertaResumoSchema,
  AlertaSchema,
  AvatarUploadSchema,
  FavoritoListSchema,
  FavoritoSchema,
  FilialResumoListSchema,
  parseAlerta,
} from './headerBar';
export { CidadeListSchema, SignupResponseSchema, UfListSchema, type Cidade, type Uf } from './signup';
export {
  CountSchema,
  RelatorioListSchema,
  RelatorioSchema,
  RelatorioStartSchema,
  RelatorioFiltroOpcoesSchema,
  type Relatorio,
  type RelatorioFiltroOpcao,
  type RelatorioStart,
  type RelatorioStatus,
} from './relatorios';
export { ListChoicesSchema, ListRowsSchema, type ListChoice, type ListRow } from './listas';
