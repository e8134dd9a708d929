import { AuditEntryListSchema, CountSchema, getApi } from '@erp/api-client';
import type { AuditEntry } from '@erp/domain';

/** The audit log calls of the admin API contract (S1). */
export const auditoriaApi = {
  /** `GET Admin/auditoria?filter=`: one page of the brand's audit log. */
  page: (idConfig: number, skip: number, limit: number): Promise<AuditEntry[]> =>
    getApi().get('Admin/auditoria', AuditEntryListSchema, {
      query: { filter: { where: { idConfig }, limit, skip } },
    }),
  /** `GET Admin/auditoria/count?where=`. */
  count: async (idConfig: number): Promise<number> =>
    (await getApi().get('Admin/auditoria/count', CountSchema, { query: { where: { idConfig } } })).count,
};
