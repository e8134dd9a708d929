import { AdminRemoteAreaListSchema, getApi, type AdminRemoteArea } from '@erp/api-client';

/** The remote releases calls of the admin API contract (S2), answers parsed by api-client's schemas. */
export const releasesApi = {
  /** `GET Admin/remotes?idConfig=`: per area, what the brand runs and can run. */
  list: (idConfig: number): Promise<AdminRemoteArea[]> =>
    getApi().get('Admin/remotes', AdminRemoteAreaListSchema, { query: { idConfig } }),
  /** `POST Admin/remotes/:area/ativar`: contract-checked (422 with `faltando`), then pinned for the brand. */
  ativar: (area: string, idConfig: number, versao: string): Promise<void> =>
    getApi().send('POST', `Admin/remotes/${area}/ativar`, { idConfig, versao }),
  /** `POST Admin/remotes/:area/rollback`: back to the brand's previous version (409 when there is none). */
  rollback: (area: string, idConfig: number): Promise<void> =>
    getApi().send('POST', `Admin/remotes/${area}/rollback`, { idConfig }),
  /** `POST Admin/remotes/:area/canary`: a version for `percentual` % of the brand's visitors (contract-checked). */
  canary: (area: string, idConfig: number, versao: string, percentual: number): Promise<void> =>
    getApi().send('POST', `Admin/remotes/${area}/canary`, { idConfig, versao, percentual }),
  /** `POST Admin/remotes/:area/canary/promover`: the canary becomes the brand's version. */
  promover: (area: string, idConfig: number): Promise<void> =>
    getApi().send('POST', `Admin/remotes/${area}/canary/promover`, { idConfig }),
  /** `DELETE Admin/remotes/:area/canary?idConfig=`: everyone back on the active version. */
  cancelarCanary: (area: string, idConfig: number): Promise<void> =>
    getApi().send('DELETE', `Admin/remotes/${area}/canary`, undefined, { query: { idConfig } }),
};
