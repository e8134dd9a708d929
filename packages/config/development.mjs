// @ts-check
// What `webpack serve --mode development` adds to an app (`pnpm dev <area>`, packages/stack/src/cli/dev.ts): hot module
// replacement with React Fast Refresh, and type errors from a separate process. Production builds take none of it.
//
// React Fast Refresh inside Module Federation: the host and each area served by a dev server are separate webpack
// runtimes on one page, but React (the host's development build, a shared singleton) binds to one refresh runtime only:
// the one that hooked into `__REACT_DEVTOOLS_GLOBAL_HOOK__` before react-dom started. So every app's copy of
// `react-refresh/runtime` is replaced by shims/reactRefreshRuntime.cjs, which hands out the page's one runtime (the
// first app to run creates it: the host, before its react-dom) and prefixes every component family with the app's
// name: module ids of two builds may be equal, and two families with one id would swap components between apps.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';

const require = createRequire(import.meta.url);
const SHIMS = path.join(import.meta.dirname, 'shims');
const REFRESH_RUNTIME_SHIM = path.join(SHIMS, 'reactRefreshRuntime.cjs');
/** The request the shim uses for React's own runtime (react-refresh's `exports` hide its cjs folder). */
const REFRESH_RUNTIME_REAL = '@erp/react-refresh-runtime-development';

/** True when webpack-cli runs `serve` (it sets WEBPACK_SERVE): only a dev server can apply hot updates. */
export function isServing(env = process.env) {
  return env.WEBPACK_SERVE === 'true';
}

/** Resolves React's refresh runtime for the shim. */
export function refreshRuntimeAlias() {
  const runtime = require.resolve('react-refresh/runtime');
  return {
    [`${REFRESH_RUNTIME_REAL}$`]: path.join(
      path.dirname(runtime),
      'cjs/react-refresh-runtime.development.js',
    ),
  };
}

/**
 * Module Federation's manifest lists every file of an exposed module's chunks, the hot-update files of the last
 * rebuild included; a host preloading the area would then run those as scripts before the area's runtime exists
 * (`self.webpackHotUpdate<name> is not a function`). Only the dev server's own runtime may ask for them.
 */
class HotUpdatesOutOfManifestPlugin {
  /** @param {string} manifestFile */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'HotUpdatesOutOfManifestPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          const json = JSON.stringify(manifest, (_key, value) =>
            Array.isArray(value)
              ? value.filter((item) => typeof item !== 'string' || !item.includes('.hot-update.'))
              : value,
          );
          compilation.updateAsset(this.manifestFile, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** What Module Federation's manifest keeps of the module stats it asks for (`_getFilteredModules` in
 * @module-federation/manifest's StatsManager): its own modules, found by these parts of their names. */
const FEDERATION_MODULE_NAMES = ['container entry', 'remote ', 'shared module ', 'provide module '];

/**
 * Module Federation writes its manifest from `compilation.getStats().toJson()` with every module and its reasons, on
 * every build; it then keeps its own modules (exposes, shared, remotes) and the modules a shared module leads to
 * (whose chunks are the shared package's files), and drops the rest. On a rebuild of the shell (~1,750 modules) that
 * call was a third of the time from save to screen. Here those stats describe only the modules the manifest reads, so
 * the manifest is the same and costs a few milliseconds. The stats are recognised by what the manifest asks for
 * (StatsManager's `statsOptions`); any other stats request (the dev server's, the type checker's) gets every module.
 */
export class ManifestStatsScopePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'ManifestStatsScopePlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.statsFactory.tap(name, (statsFactory, options) => {
        if (!isManifestStatsRequest(options)) return;
        const { moduleGraph, requestShortener } = compilation;
        statsFactory.hooks.filter
          .for('compilation.modules')
          .tap(name, (/** @type {import('webpack').Module} */ module) =>
            isFederationModule(module, requestShortener) ||
            [...moduleGraph.getIncomingConnections(module)].some(
              (c) => c.originModule?.type === 'consume-shared-module',
            )
              ? undefined
              : false,
          );
      });
    });
  }
}

/** @param {Record<string, unknown>} options normalised stats options */
function isManifestStatsRequest(options) {
  return (
    options.modules === true &&
    options.reasons === true &&
    options.entrypoints === true &&
    options.builtAt === true &&
    options.assets === false &&
    options.chunks === false
  );
}

/**
 * @param {import('webpack').Module} module
 * @param {import('webpack').Compilation['requestShortener']} requestShortener
 */
function isFederationModule(module, requestShortener) {
  const readable = module.readableIdentifier(requestShortener);
  return FEDERATION_MODULE_NAMES.some((part) => readable.includes(part));
}

/**
 * @param {{ dir: string, manifestFile: string }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
export function developmentPlugins({ dir, manifestFile }) {
  return [
    new HotUpdatesOutOfManifestPlugin(manifestFile),
    new ManifestStatsScopePlugin(),
    // The shim and React's runtime get no refresh code of their own (the shim would wait for itself).
    new ReactRefreshPlugin({ exclude: [/node_modules/, SHIMS], overlay: false }),
    new webpack.NormalModuleReplacementPlugin(/[\\/]react-refresh[\\/]runtime\.js$/, REFRESH_RUNTIME_SHIM),
    // Type errors reach the terminal and the dev server's overlay after each rebuild, never holding one up.
    // `DEV_TYPE_CHECK=0` leaves it out: the dev e2e suite in `pnpm test`, which type-checks everything before, would
    // otherwise pay a full type check of each area at start and after each of its edits.
    ...(process.env.DEV_TYPE_CHECK === '0'
      ? []
      : [
          new ForkTsCheckerWebpackPlugin({
            async: true,
            typescript: { configFile: path.join(dir, 'tsconfig.json'), memoryLimit: 1024 },
          }),
        ]),
  ];
}

/**
 * The dev server of an app. `DEV_SERVER_HEADERS` (JSON) carries the headers `pnpm dev` computed for it (the host's
 * Content-Security-Policy, which must also let in the areas' dev servers and their sockets).
 * `DEV_SERVER_PORT` is the port `pnpm dev` chose (a container's dev server listens beside its CONTRACT port).
 * @param {{ port: number, isHost: boolean }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
export function devServerOptions({ port: configPort, isHost }, env = process.env) {
  /** @type {Record<string, string>} */
  const headers = env.DEV_SERVER_HEADERS ? JSON.parse(env.DEV_SERVER_HEADERS) : {};
  const port = Number(env.DEV_SERVER_PORT) || configPort;
  return {
    port,
    host: env.FRONTEND_HOST || '127.0.0.1',
    // Another origin (the host's) fetches the manifest and the hot updates.
    headers: { 'Access-Control-Allow-Origin': '*', ...headers },
    historyApiFallback: false,
    static: false,
    hot: true,
    // An edit React cannot refresh (a module that exports more than components, an entry) reloads the page.
    liveReload: true,
    client: {
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      // A remote's page is the host's (another port, either brand's host name): its socket goes to this server. The
      // host's own socket goes back to the address the page came from.
      webSocketURL: isHost ? 'auto://0.0.0.0:0/ws' : { hostname: 'localhost', port, pathname: '/ws' },
    },
  };
}
