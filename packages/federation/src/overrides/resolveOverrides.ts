import type { RemoteArea, RemoteRelease } from '@erp/domain';
import { OVERRIDE_TEXTS } from './overrideTexts';
import { areaOfOverride, withOverrides, type RemoteOverride } from './remoteOverride';

/** An override as the page applied it, for the banner. */
export interface OverrideState extends RemoteOverride {
  area: RemoteArea;
  /** `pnpm dev`'s development host, or this browser's own choice. */
  source: 'dev' | 'browser';
  /** Why it was not loaded (the registry's version was), or null when it was. */
  refused: string[] | null;
}

/** The contract check of another build: `{ ok, faltando }`, or a thrown error whose message says why it may not. */
export type OverrideCheck = (override: RemoteOverride) => Promise<{ ok: boolean; faltando: string[] }>;

export interface OverrideRequest {
  registry: readonly RemoteRelease[];
  /** The development host's (`pnpm dev`). */
  dev: readonly RemoteOverride[];
  /** This browser's; for the same container they win over the development host's. */
  browser: readonly RemoteOverride[];
  /** A production build lets a browser override only for a signed-in user (the API then decides: staff only). */
  production: boolean;
  signedIn: boolean;
  check: OverrideCheck;
}

async function verdict(
  override: RemoteOverride,
  source: OverrideState['source'],
  request: OverrideRequest,
): Promise<string[] | null> {
  if (source === 'browser' && request.production && !request.signedIn) return [OVERRIDE_TEXTS.signInFirst];
  try {
    const result = await request.check(override);
    return result.ok ? null : result.faltando;
  } catch (error) {
    return [error instanceof Error ? error.message : OVERRIDE_TEXTS.unreachable(String(error))];
  }
}

/**
 * Which overrides this page loads: each one the API allows for this browser and whose build passes the area's
 * contract check; the others are shown as refused and their area comes from the registry. Checks run side by side.
 */
export async function resolveOverrides(
  request: OverrideRequest,
): Promise<{ releases: RemoteRelease[]; states: OverrideState[] }> {
  const browserContainers = new Set(request.browser.map((o) => o.container));
  const asked = [
    ...request.dev
      .filter((o) => !browserContainers.has(o.container))
      .map((o) => ({ override: o, source: 'dev' as const })),
    ...request.browser.map((o) => ({ override: o, source: 'browser' as const })),
  ];
  const states = (
    await Promise.all(
      asked.map(async ({ override, source }): Promise<OverrideState | null> => {
        const area = areaOfOverride(override, request.registry);
        if (!area) return null;
        return { ...override, area, source, refused: await verdict(override, source, request) };
      }),
    )
  ).filter((s): s is OverrideState => s !== null);
  return {
    releases: withOverrides(
      request.registry,
      states.filter((s) => s.refused === null),
    ),
    states,
  };
}
