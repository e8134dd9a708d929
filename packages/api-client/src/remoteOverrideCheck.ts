import * as v from 'valibot';
import type { ApiClient } from './apiClient';

/** The contract check of another build of a container: `faltando` lists, in Portuguese, what it lacks. */
export interface RemoteOverrideCheck {
  ok: boolean;
  faltando: string[];
}

const RemoteOverrideCheckSchema: v.GenericSchema<unknown, RemoteOverrideCheck> = v.object({
  ok: v.boolean(),
  faltando: v.array(v.string()),
});

/**
 * `GET remotes/substituicao?container=&entry=`: whether this browser may load another build of a container (a remote
 * override) and whether that build keeps the area's contract. A refusal (403) rejects with the API's reason. The
 * session goes along when there is one: the API lets product-owner staff do more.
 */
export function checkRemoteOverride(
  api: ApiClient,
  container: string,
  entry: string,
): Promise<RemoteOverrideCheck> {
  return api.get('remotes/substituicao', RemoteOverrideCheckSchema, { query: { container, entry } });
}
