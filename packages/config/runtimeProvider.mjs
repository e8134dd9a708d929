// @ts-check
// One Module Federation runtime per page. A remote is built with `experiments.externalRuntime`: its remoteEntry.js
// and its standalone entry read `@module-federation/runtime-core` from the `_FEDERATION_RUNTIME_CORE` global instead
// of carrying their own copy (~26 KB brotli each); in the product the host publishes its copy there
// (`provideExternalRuntime`) before any remote loads. A remote's standalone page has no host, so it gets its own
// provider: a small script emitted beside its index.html and loaded there before the standalone entry. Federated
// loads never fetch it: only that HTML names it (not remoteEntry.js, not mf-manifest.json).
// It is built by a webpack compiler of its own, not as an entry of the remote's compilation: Module Federation embeds
// its runtime in every entry of a compilation and the externals apply to all of them, so an entry there would itself
// wait for the global it is meant to set.
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { jsMinimizer } from './minimizer.mjs';

const require = createRequire(import.meta.url);

/** The global `experiments.externalRuntime` reads and `provideExternalRuntime` writes (MF 2.9). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

const PLUGIN = 'StandaloneRuntimeProviderPlugin';

/**
 * The folder of Module Federation's own provider plugin (what `provideExternalRuntime` adds to a host). Resolving
 * from there bundles exactly the runtime-core the host publishes (the installed one, via runtime-tools).
 */
function injectPluginDir() {
  const enhanced = require.resolve('@module-federation/enhanced');
  const inject = createRequire(enhanced).resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.dirname(path.dirname(inject));
}

/**
 * The host's runtime plugin that publishes its runtime-core on the global: the ESM build of MF's plugin.
 * `experiments.provideExternalRuntime` adds the CommonJS build (`require.resolve` from the MF plugin), whose
 * `require` of runtime-core pulls in a second, CommonJS copy of it beside the ESM one the host's runtime runs on:
 * the host's `main` grew from 97 to 196 KB (25 → 35 KB brotli) and the remotes were handed that other copy. The
 * ESM build imports the very module the host's runtime uses, so the host carries one copy and publishes it.
 */
export function hostRuntimeProviderPlugin() {
  return path.join(injectPluginDir(), 'dist/index.js');
}

/** What the provider runs: what the host's runtime plugin does in `beforeInit`, with no container around it. */
export const PROVIDER_SOURCE = [
  "import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';",
  `runtimeCore.Global.${RUNTIME_CORE_GLOBAL} = runtimeCore;`,
  '',
].join('\n');

/**
 * Builds the provider script in memory (nothing is written: the remote's build emits it as one of its assets).
 * @param {{ mode: 'production' | 'development', cacheDirectory?: string }} options
 * @returns {Promise<{ file: string, source: import('webpack').sources.Source }>}
 */
export function buildRuntimeProvider({ mode, cacheDirectory }) {
  const compiler = webpack({
    mode,
    target: 'web',
    devtool: false,
    context: injectPluginDir(),
    entry: {
      'federation-runtime': `data:text/javascript;base64,${Buffer.from(PROVIDER_SOURCE).toString('base64')}`,
    },
    output: {
      path: path.join(cacheDirectory ?? '/', 'federation-runtime-provider'),
      filename: '[name].[contenthash:10].js',
    },
    cache: cacheDirectory
      ? { type: 'filesystem', name: `federation-runtime-${mode}`, cacheDirectory }
      : false,
    optimization: { minimizer: [jsMinimizer()] },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
  compiler.hooks.shouldEmit.tap(PLUGIN, () => false);
  return new Promise((resolve, reject) => {
    compiler.run((runError, stats) => {
      compiler.close((closeError) => {
        const error =
          runError ??
          closeError ??
          (stats?.hasErrors() ? new Error(stats.toString('errors-only')) : undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const [asset] = stats.compilation.getAssets().filter((a) => a.name.endsWith('.js'));
        if (!asset) return reject(new Error('the runtime provider emitted no script'));
        resolve({ file: asset.name, source: asset.source });
      });
    });
  });
}

/**
 * The provider of each mode and cache folder, built once per process: runtime-core does not change between builds,
 * and a build worker (buildWorker.mjs) builds several remotes one after another (~1 CPU-s each saved).
 * @type {Map<string, ReturnType<typeof buildRuntimeProvider>>}
 */
const providers = new Map();

/** @param {'production' | 'development'} mode @param {string | undefined} cacheDirectory */
function providerFor(mode, cacheDirectory) {
  const key = `${mode} ${cacheDirectory ?? ''}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = buildRuntimeProvider({ mode, cacheDirectory });
    providers.set(key, provider);
    // A failed build is not kept: the next build tries again.
    provider.catch(() => providers.delete(key));
  }
  return provider;
}

/** Emits the provider beside a remote's standalone index.html and loads it there before the standalone entry. */
export class StandaloneRuntimeProviderPlugin {
  /** @param {{ cacheDirectory?: string }} [options] */
  constructor(options = {}) {
    this.cacheDirectory = options.cacheDirectory;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const mode = compiler.options.mode === 'development' ? 'development' : 'production';
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {string | undefined} */
      let file;
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const built = await providerFor(mode, this.cacheDirectory);
          file = built.file;
          compilation.emitAsset(file, built.source, { immutable: true });
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        if (!file) throw new Error(`${PLUGIN}: the provider was not built before the HTML`);
        // `defer` like the entry's own tag, and first: deferred scripts run in document order.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${data.publicPath}${file}`,
          }),
        );
        return data;
      });
    });
  }
}
