import type { RemoteRelease } from '@erp/domain';
import * as v from 'valibot';

/** One entry of `GET remotes?idConfig=`. */
export const RemoteReleaseSchema: v.GenericSchema<unknown, RemoteRelease> = v.object({
  name: v.string(),
  area: v.picklist(['auth', 'signup', 'shell', 'reports', 'admin']),
  entry: v.string(),
  version: v.string(),
  ticket: v.optional(v.string()),
});

/** `GET remotes?idConfig=`. */
export const RemoteReleaseListSchema: v.GenericSchema<unknown, RemoteRelease[]> =
  v.array(RemoteReleaseSchema);
