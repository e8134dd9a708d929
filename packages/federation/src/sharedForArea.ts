import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteArea } from '@erp/domain';

/**
 * The host provides each pruned shared package in parts (packages/config/tiers.mjs): `<package>:login` (what the
 * host itself runs), `<package>:shell` (what the shell runs), and the whole under the package's name, for the other
 * remotes. The key of the whole has a `:login` twin.
 */
const LOGIN_PART = ':login';

/** The keys of the part `area` runs on: the one named after it, else the wholes. */
function keysFor(area: RemoteArea, scope: Record<string, unknown>): string[] {
  const keys = Object.keys(scope);
  const own = keys.filter((key) => key.endsWith(`:${area}`));
  return own.length > 0 ? own : keys.filter((key) => !key.includes(':') && `${key}${LOGIN_PART}` in scope);
}

/**
 * Starts fetching the part of the shared packages a remote area runs on (never the login route's: the host runs
 * that one itself). The remote asks for it only once its entry has run, one round trip after its manifest and
 * chunks: started beside the area's own load, it arrives with them. Loaded, not run: the remote runs it when it
 * needs it, as before. A failure is left to the remote's own request.
 */
export function loadSharedFor(area: RemoteArea): void {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  for (const key of keysFor(area, scope)) loadShare(key).catch(() => undefined);
}
