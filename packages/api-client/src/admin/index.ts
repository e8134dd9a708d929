// Schemas of the administration API (issue 19's contract): the screens of remote-admin read every answer through them.
export { AdminDashboardSchema } from './adminDashboard';
export {
  AdminWhiteLabelSchema,
  BrandSummaryListSchema,
  BrandUploadSchema,
  type AdminWhiteLabelUpdate,
  type BrandSummary,
} from './adminWhiteLabel';
export {
  AdminRemoteAreaListSchema,
  AdminRemoteAreaSchema,
  type AdminRemoteArea,
  type RemoteCanary,
} from './adminRemotes';
export { TokenDeployContainersSchema, TokenDeployCriadoSchema, TokenDeployListSchema } from './deployTokens';
export * from './usuariosWhiteLabel';
export {
  AjudaLinkListSchema,
  AuditEntryListSchema,
  BancoListSchema,
  BancoSchema,
  ExcluidosSchema,
  FinanceiroWhiteLabelSchema,
  IbptImportResultSchema,
  IbptItemListSchema,
  NpsResumoSchema,
  PdvVersaoAtualSchema,
  PdvVersaoSchema,
  SequenciaFilialSchema,
} from './adminTools';
export * from './brandAdmin';
