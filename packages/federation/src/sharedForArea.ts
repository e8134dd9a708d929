import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteArea } from '@erp/domain';

/**
 * The host provides each pruned shared package in parts (packages/config/tiers.mjs): `<package>:login` (what the
 * host itself and remote-auth run), `<package>:shell` (what the shell runs), and the whole under the package's name
 * for the other remotes. The key of a whole has a `:login` twin.
 */
const PART_OF_AREA: Partial<Record<RemoteArea, string>> = { auth: 'login', shell: 'shell' };

/** The keys of the part `area` runs on. */
function keysFor(area: RemoteArea, scope: Record<string, unknown>): string[] {
  const keys = Object.keys(scope);
  const part = PART_OF_AREA[area];
  if (part) return keys.filter((key) => key.endsWith(`:${part}`));
  return keys.filter((key) => !key.includes(':') && `${key}:login` in scope);
}

/**
 * Starts fetching the part of the shared packages a remote area runs on. The remote asks for it only once its
 * entry has run, one round trip after its manifest and chunks: started beside the area's own load, it arrives with
 * them. Loaded, not run: the remote runs it when it needs it, as before; a part already loaded costs nothing. A
 * failure is left to the remote's own request.
 */
export function loadSharedFor(area: RemoteArea): void {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  for (const key of keysFor(area, scope)) loadShare(key).catch(() => undefined);
}
