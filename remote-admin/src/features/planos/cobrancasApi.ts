import { CobrancaAdminListSchema, CobrancaSchema, getApi } from '@erp/api-client';
import type { Cobranca, CobrancaAdmin } from '@erp/domain';

/** The brand's subscription charges and the staff's manual settlement (issue 31). */
export const cobrancasApi = {
  /** `GET Admin/cobrancas?idConfig=`: newest first. */
  list: (idConfig: number): Promise<CobrancaAdmin[]> =>
    getApi().get('Admin/cobrancas', CobrancaAdminListSchema, { query: { idConfig } }),
  /** `POST Admin/cobrancas/:id/baixa` with the reason (product-owner staff only; audited). */
  settle: (id: string, motivo: string): Promise<Cobranca> =>
    getApi().post(`Admin/cobrancas/${encodeURIComponent(id)}/baixa`, { motivo }, CobrancaSchema),
};
