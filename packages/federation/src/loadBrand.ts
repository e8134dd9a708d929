import { MESSAGES } from '@erp/domain';
import type { ApiListEntry, RemoteRelease, WhiteLabelConfig } from '@erp/domain';
import { configureApi, fetchApiList, pickApiEntry, sendRemoteEvents } from '@erp/api-client';
import { localCache, sessionStore } from '@erp/session';
import { startLoadReports } from './loadReports';
import { registerReleases, setRegistrySource } from './registry';
import { visitorId } from './visitor';
import { overridesRequested } from './overrides/overrideStore';
import type { OverrideState } from './overrides/resolveOverrides';

/** Everything the host (or a remote's standalone page) must know before it renders anything (spec 000 §2: nothing renders before the configuration). */
export interface Brand {
  entry: ApiListEntry;
  config: WhiteLabelConfig;
  releases: RemoteRelease[];
  /** What this page loads from elsewhere than the registry (`pnpm dev`, this browser's overrides), for the banner. */
  overrides: OverrideState[];
}

/**
 * Finds the brand serving this origin, configures the shared API client for it, loads its configuration and
 * registers the remotes its registry names. The registry is never cached: a new release or a rollback must be
 * visible on the next page load. The browser's visitor id keeps a canary with the same visitors, and the remotes'
 * loads and failures are reported from then on (they feed the canary's error rate).
 */
export async function loadBrand(apiListUrl: string, origin: string): Promise<Brand> {
  const entry = pickApiEntry(await fetchApiList(apiListUrl, { cache: localCache }), origin);
  if (!entry) throw new Error(MESSAGES.errors.noBrandForOrigin);
  const api = configureApi({
    endpoint: entry.API_ENDPOINT,
    getToken: () => sessionStore.getState().token,
    cache: localCache,
    onUnauthorized: () => sessionStore.getState().logout(),
  });
  // A configuration read from the cache is checked with the server meanwhile: a brand its administrators changed
  // is applied as soon as it arrives (theme, texts), not an hour later.
  // The check may answer before the registry does: the cached copy must not then overwrite the newer one.
  let changed: WhiteLabelConfig | undefined;
  const applyChanged = (fresh: WhiteLabelConfig) => {
    changed = fresh;
    sessionStore.getState().setConfig(fresh, entry.API_ENDPOINT);
  };
  const [cachedOrFresh, registry] = await Promise.all([
    api.configByIdConfig(entry.idConfig, applyChanged),
    api.remotes(entry.idConfig, visitorId()),
  ]);
  const config = changed ?? cachedOrFresh;
  sessionStore.getState().setConfig(config, entry.API_ENDPOINT);
  // `pnpm dev`'s development host loads the areas it serves from their dev servers (an empty constant in every other
  // build), and a browser may load an area from another build for itself: the code that checks and applies them is
  // fetched only by a page that has one.
  const devOverrides = process.env.DEV_REMOTE_OVERRIDES ?? '';
  const overridden =
    devOverrides || overridesRequested(window.location.href)
      ? await (
          await import('./overrides/applyOverrides')
        ).applyOverrides({ api, registry, devOverrides, signedIn: Boolean(sessionStore.getState().token) })
      : { releases: registry, states: [] };
  const releases = overridden.releases;
  registerReleases(releases);
  setRegistrySource(() => api.remotes(entry.idConfig, visitorId()));
  startLoadReports((eventos) => sendRemoteEvents(api, entry.idConfig, visitorId(), eventos));
  return { entry, config, releases, overrides: overridden.states };
}
