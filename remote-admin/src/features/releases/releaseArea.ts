import type { AdminRemoteArea } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';

/** The area's name as the admin screens show it (`Cadastro` for signup…), or its code when unknown. */
export const areaLabel = (area: string): string => MESSAGES.admin.remotes.areas[area] ?? area;

/** The versions a canary or activation may choose: every published one but the active. */
export const otherVersions = (row: AdminRemoteArea): string[] =>
  row.versoes.map((v) => v.versao).filter((versao) => versao !== row.versaoAtiva);
