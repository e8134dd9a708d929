import { checkRemoteOverride, type ApiClient } from '@erp/api-client';
import type { RemoteRelease } from '@erp/domain';
import { storedOverrides, takeAddressOverrides } from './overrideStore';
import { parseOverrideList } from './remoteOverride';
import { resolveOverrides, type OverrideState } from './resolveOverrides';

/**
 * The registry's releases with this page's overrides applied: the development host's (`pnpm dev`) and this browser's
 * (set from the address, which is then cleaned, or kept from an earlier visit). Fetched only by a page that has one.
 */
export async function applyOverrides(options: {
  api: ApiClient;
  registry: readonly RemoteRelease[];
  /** `pnpm dev`'s list (`container@manifest,…`), empty elsewhere. */
  devOverrides: string;
  signedIn: boolean;
}): Promise<{ releases: RemoteRelease[]; states: OverrideState[] }> {
  const taken = takeAddressOverrides(window.location.href);
  if (taken.address !== window.location.href)
    window.history.replaceState(window.history.state, '', taken.address);
  return resolveOverrides({
    registry: options.registry,
    dev: parseOverrideList(options.devOverrides),
    browser: storedOverrides(),
    production: process.env.NODE_ENV === 'production',
    signedIn: options.signedIn,
    check: (o) => checkRemoteOverride(options.api, o.container, o.entry),
  });
}
