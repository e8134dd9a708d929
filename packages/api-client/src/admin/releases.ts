import type { ApiClient } from '../apiClient';
import { isApiError } from '../errors/apiError';
import { AdminRemoteAreaListSchema, AdminRemoteAreaSchema, type AdminRemoteArea } from './adminRemotes';

// Typed calls of the remote releases admin API (contract section S2). Every write answers the area's new row, except
// stopping a canary (204-like: read the list again). A version refused by the contract check is an ApiError 422
// whose `faltando` `contractMissing` reads.

const areaPath = (area: string) => `Admin/remotes/${encodeURIComponent(area)}`;

/** `GET Admin/remotes?idConfig=`: per area, the brand's container, active version, versions, previous one, canary. */
export function listBrandRemotes(
  api: ApiClient,
  idConfig: number,
  signal?: AbortSignal,
): Promise<AdminRemoteArea[]> {
  return api.get('Admin/remotes', AdminRemoteAreaListSchema, { query: { idConfig }, signal });
}

/** `PUT Admin/remotes/:area`: which container serves the area for the brand (e.g. `signup` ↔ `signup_acme`). */
export function setBrandRemoteContainer(
  api: ApiClient,
  area: string,
  idConfig: number,
  container: string,
): Promise<AdminRemoteArea> {
  return api.put(areaPath(area), { idConfig, container }, AdminRemoteAreaSchema);
}

/** `POST Admin/remotes/:area/ativar`: contract-checked (422 with `faltando`), then pinned for the brand. */
export function activateRemoteVersion(
  api: ApiClient,
  area: string,
  idConfig: number,
  versao: string,
): Promise<AdminRemoteArea> {
  return api.post(`${areaPath(area)}/ativar`, { idConfig, versao }, AdminRemoteAreaSchema);
}

/** `POST Admin/remotes/:area/rollback`: back to the brand's previous version (409 when there is none). */
export function rollbackRemoteVersion(
  api: ApiClient,
  area: string,
  idConfig: number,
): Promise<AdminRemoteArea> {
  return api.post(`${areaPath(area)}/rollback`, { idConfig }, AdminRemoteAreaSchema);
}

/** `POST Admin/remotes/:area/canary`: `versao` for `percentual` % (1..99) of the brand's visitors, contract-checked. */
export function startCanary(
  api: ApiClient,
  area: string,
  idConfig: number,
  versao: string,
  percentual: number,
): Promise<AdminRemoteArea> {
  return api.post(`${areaPath(area)}/canary`, { idConfig, versao, percentual }, AdminRemoteAreaSchema);
}

/** `POST Admin/remotes/:area/canary/promover`: the canary's version becomes the brand's for everyone. */
export function promoteCanary(api: ApiClient, area: string, idConfig: number): Promise<AdminRemoteArea> {
  return api.post(`${areaPath(area)}/canary/promover`, { idConfig }, AdminRemoteAreaSchema);
}

/** `DELETE Admin/remotes/:area/canary?idConfig=`: ends the canary; everyone gets the brand's version. */
export function stopCanary(api: ApiClient, area: string, idConfig: number): Promise<void> {
  return api.delete(`${areaPath(area)}/canary`, { query: { idConfig } });
}

/** What the contract check found missing, from a 422 of `ativar` or `canary`; empty for any other error. */
export function contractMissing(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  const body = error.body as { error?: { faltando?: unknown } } | undefined;
  const faltando = body?.error?.faltando;
  return Array.isArray(faltando) ? faltando.filter((f): f is string => typeof f === 'string') : [];
}
