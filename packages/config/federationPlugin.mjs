// @ts-check
// The Module Federation plugin of every federated build (webpack.mjs).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { tieredSharedFor } from './tiers.mjs';
import { hostRuntimeProviderPlugin } from './runtimeProvider.mjs';

/** The manifest every federated build publishes: remotes are registered by its URL. */
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * Everything here runs in a browser: the runtime's Node.js loaders (vm, fs) are left out of the builds. The
 * manifest snapshot plugin stays: remotes are registered by their mf-manifest.json URL.
 */
const WEB_ONLY_RUNTIME = /** @type {const} */ ({ target: 'web' });

/**
 * The Module Federation plugin of an app: a remote's container or the host's runtime.
 * @param {{ dir: string, exposes?: Record<string, string> }} options The app's folder and what it exposes.
 * @param {string} name The container name.
 * @param {boolean} isHost
 */
export function federationPlugin(options, name, isHost) {
  return new ModuleFederationPlugin({
    name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: options.exposes,
    remotes: {},
    shared: tieredSharedFor(options.dir),
    // The host already provides every singleton when a remote loads, so take what is loaded. The default,
    // 'version-first', fetches the manifest and entry of every registered remote before any shared module is
    // used: every page would pay for every remote, and one dead remote would be hammered from every page.
    shareStrategy: 'loaded-first',
    // The host's manifest lists the singletons it provides and the ranges it requires: the remotes' contract check
    // (release command, admin activation) reads them from it.
    manifest: { fileName: MANIFEST_FILE },
    dts: false,
    dev: false,
    // One federation runtime per page (~26 KB brotli per remote entry otherwise): the host, which exposes nothing,
    // publishes its runtime-core on a global and every remote reads it from there (`externalRuntime`) instead of
    // bundling a copy. The host's side is `provideExternalRuntime` done by hand: see hostRuntimeProviderPlugin. A
    // remote therefore needs a host of the same runtime-core version (one workspace, one lockfile) or, on its
    // standalone page, the provider script of runtimeProvider.mjs.
    ...(isHost
      ? { runtimePlugins: [hostRuntimeProviderPlugin()], experiments: { optimization: WEB_ONLY_RUNTIME } }
      : { experiments: { externalRuntime: true, optimization: WEB_ONLY_RUNTIME } }),
  });
}
