import type { AdminRemoteArea, RemoteCanary } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';

/** The area's name as the admin screens show it (`Cadastro` for signup…), or its code when unknown. */
export const areaLabel = (area: string): string => MESSAGES.admin.remotes.areas[area] ?? area;

/** The versions a canary or activation may choose: every published one but the active. */
export const otherVersions = (row: AdminRemoteArea): string[] =>
  row.versoes.map((v) => v.versao).filter((versao) => versao !== row.versaoAtiva);

/**
 * The canary's error rate in percent, from its own counts: the figure the automatic rollback compares with its
 * threshold, so the screen shows what the server decides on whatever unit `taxaErro` travels in.
 */
export const canaryErrorRate = (canary: RemoteCanary): number =>
  canary.carregamentos === 0 ? 0 : (canary.erros / canary.carregamentos) * 100;
