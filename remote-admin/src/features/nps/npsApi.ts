import { NpsResumoSchema, getApi } from '@erp/api-client';
import type { NpsResumo } from '@erp/domain';

/** `GET Admin/nps?idConfig=`: the brand's score, its split and the latest answers. */
export const npsApi = {
  resumo: (idConfig: number): Promise<NpsResumo> =>
    getApi().get('Admin/nps', NpsResumoSchema, { query: { idConfig } }),
};
