// @ts-check
// The one webpack + Module Federation factory. An app's webpack.config.mjs is a call to createAppConfig().
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { MINIMIZE_IN_PROCESS, jsMinimizer } from './minimizer.mjs';
import { PrunedSharedPlugin } from './prunedShared.mjs';
import { PRUNED_SHARED } from './sharedExports.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { hostSplitChunks } from './splitChunks.mjs';
import { ScrollAreaRefsPlugin } from './scrollAreaRefs.mjs';
import { TierFilesOnlyInMainCompilation } from './tiers.mjs';
import { StandaloneRuntimeProviderPlugin } from './runtimeProvider.mjs';
import { MANIFEST_FILE, federationPlugin } from './federationPlugin.mjs';
import { developmentPlugins, devServerOptions, isServing, refreshRuntimeAlias } from './development.mjs';
import { typeScriptRules } from './transpile.mjs';

const require = createRequire(import.meta.url);
/** The modules of this package a build reads: a change to any of them invalidates the build cache. */
const CONFIG_MODULES = [
  'webpack.mjs',
  'shared.mjs',
  'precompress.mjs',
  'runtimeProvider.mjs',
  'minimizer.mjs',
  'prunedShared.mjs',
  'sharedExports.mjs',
  'splitChunks.mjs',
  'tiers.mjs',
  'sharedModules.mjs',
  'scrollAreaRefs.mjs',
  'development.mjs',
  'transpile.mjs',
  'federationPlugin.mjs',
];

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} name Module Federation container name (a remote's default; `MF_CONTAINER_NAME` overrides it for brand builds).
 * @property {string} dir The app's folder (`import.meta.dirname`).
 * @property {Record<string, string>} [exposes] What a remote exposes; the host exposes nothing.
 * @property {string} title Page title of the standalone page.
 * @property {number} port Dev-server port.
 * @property {Record<string, string | undefined>} [define] Build-time constants, read from the environment by the app's config.
 */

/**
 * @typedef {object} MonolithOptions
 * @property {string} entry The one entry module (relative to `dir`).
 * @property {Record<string, string>} alias Requests answered by other modules (the federation runtime by static imports).
 */

/**
 * @typedef {object} AppOptions
 * @property {string} title Page title of the standalone page.
 * @property {number} defaultPort The CONTRACT's dev-server port; `<NAME>_PORT` (e.g. `ADMIN_PORT`) overrides it.
 * @property {Record<string, string>} [exposes] What a remote exposes besides its `./Routes`.
 * @property {Record<string, string | undefined>} [define] Build-time constants, read from the environment by the app's config.
 */

/**
 * An app's webpack.config.mjs: `createAppConfig(import.meta.dirname, { title, defaultPort })`. The workspace's
 * conventions give the rest: the folder names the container (`remote-admin` is `admin`, `host` the host), the port's
 * variable is the name's (`ADMIN_PORT`), and every remote exposes `./Routes` from src/exposes/Routes.tsx.
 * @param {string} dir The app's folder (`import.meta.dirname`).
 * @param {AppOptions} options
 */
export function createAppConfig(dir, { title, defaultPort, exposes, define }) {
  const folder = path.basename(dir);
  const name = folder.replace(/^remote-/, '');
  const isRemote = folder !== name;
  return createFederatedConfig({
    name,
    dir,
    title,
    port: Number(process.env[`${name.toUpperCase()}_PORT`]) || defaultPort,
    exposes: isRemote ? { './Routes': './src/exposes/Routes.tsx', ...exposes } : undefined,
    define,
  });
}

/**
 * @param {FederatedAppOptions} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
export function createFederatedConfig(options) {
  return (_env, argv) => appConfig(options, argv, undefined);
}

/**
 * The same app built without Module Federation: one webpack app with the same loaders, minifier, CSS handling,
 * compression and cache as the federated builds, so that the difference measured between the two is federation's.
 * The bench's monolith yardstick is its only user.
 * @param {FederatedAppOptions & MonolithOptions} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
export function createMonolithConfig(options) {
  return (_env, argv) => appConfig(options, argv, { entry: options.entry, alias: options.alias });
}

/**
 * @param {FederatedAppOptions} options
 * @param {{ mode?: 'production' | 'development' }} argv
 * @param {MonolithOptions | undefined} monolith
 * @returns {import('webpack').Configuration}
 */
function appConfig(options, argv, monolith) {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const isHost = !options.exposes;
  // Hot updates and React Fast Refresh only under a dev server (`pnpm dev`); a development build on disk has no one
  // to send it updates.
  const hot = !production && !monolith && isServing();
  // `pnpm dev` serves an area to the product only (DEV_AREA_IN_PRODUCT, packages/stack/src/cli/dev.ts): its dev
  // server builds the remote entry, not the standalone page, whose entry (a second runtime holding every module of
  // the area) and HTML each rebuild would otherwise redo. `pnpm --filter <area> dev` keeps the standalone page.
  const standalonePage = !(hot && !isHost && process.env.DEV_AREA_IN_PRODUCT === '1');
  const name = process.env.MF_CONTAINER_NAME || options.name;
  const outputPath = process.env.OUTPUT_DIR
    ? path.resolve(process.env.OUTPUT_DIR)
    : path.join(options.dir, 'dist');
  const cacheOff = process.env.BUILD_CACHE === 'off';
  const cacheDirectory = path.join(options.dir, 'node_modules/.cache/webpack');
  const define = Object.fromEntries(
    Object.entries({
      NODE_ENV: mode,
      MF_CONTAINER_NAME: name,
      // The one address the host (or a remote's standalone page) knows before anything else (spec 000 §2).
      API_LIST_URL:
        process.env.API_LIST_URL || `http://localhost:${process.env.API_PORT || 3000}/api-list.json`,
      // `pnpm dev`: the areas its development host loads from their dev servers (never in a production build).
      DEV_REMOTE_OVERRIDES: production ? '' : process.env.DEV_REMOTE_OVERRIDES,
      ...(options.define ?? {}),
    }).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v ?? '')]),
  );
  return {
    mode,
    target: 'web',
    context: options.dir,
    entry: standalonePage ? { main: monolith?.entry ?? './src/main.ts' } : {},
    // No source maps in production: everything in the output folder is published, and a map hands out our sources.
    // `DEV_SOURCE_MAPS=0` leaves them out of development builds nobody debugs (the `pnpm dev` e2e suite, which reads
    // none): mapping every module through SWC's maps was ~15% of a dev compile (remote-shell 18.6 -> 15.7 CPU-s).
    devtool: production || process.env.DEV_SOURCE_MAPS === '0' ? false : 'eval-cheap-module-source-map',
    // Kept between builds in the app's node_modules/.cache: a rebuild after a small change (or `start --fresh`,
    // which empties the data and the host's dist, not this) reuses every unchanged module. One cache per
    // container name and mode, so a brand build never reads another's; build-time constants are tracked by
    // DefinePlugin itself.
    //
    // A dev server keeps its modules in memory from one edit to the next; a filesystem cache would also serialise
    // its pack in the background between edits (measured: ~10% of a rebuild's CPU).
    //
    // `BUILD_CACHE=off` (CI's fresh clone, .ci/run): no cache at all where nothing would ever read it back; writing
    // it cost remote-reports 6.6 of its 40.2 CPU-seconds from nothing (~45 over the e2e stack's seven builds).
    cache: hot
      ? { type: 'memory' }
      : cacheOff
        ? false
        : {
            type: 'filesystem',
            name: `${name}-${mode}`,
            cacheDirectory,
            buildDependencies: {
              config: [
                ...CONFIG_MODULES.map((file) => path.join(import.meta.dirname, file)),
                path.join(options.dir, 'webpack.config.mjs'),
              ],
            },
          },
    output: {
      path: outputPath,
      // Content hashes make every chunk cacheable forever; the manifest is the only file that must not be cached.
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // 'auto' resolves chunks against the URL the entry was loaded from, so one build works from any origin
      // and from any versioned folder.
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { ...monolith?.alias, ...(hot ? refreshRuntimeAlias() : {}) },
    },
    module: {
      // Under a dev server, every module's imports keep the modules they resolved to until that module changes
      // (webpack does so for node_modules only): a rebuild after an edit no longer resolves the imports of the
      // ~1,750 unchanged modules again. The price: a new file that would change how an unchanged import resolves
      // (`x.ts` beside an existing `x/index.ts`) is seen after a restart or an edit of the importing file.
      ...(hot ? { unsafeCache: true } : {}),
      rules: [
        ...typeScriptRules({ refresh: hot }),
        {
          test: /\.css$/,
          use: [
            // Production CSS goes to .css files, fetched in parallel with the JS that needs it and parsed by the
            // browser's CSS parser, not carried as strings inside JS.
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                // `*.module.css` are CSS modules with a default export of class names (css-loader 7 defaults to
                // named exports).
                modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' },
                // css-loader follows `devtool` otherwise, and with style-loader that inlined ~300 KB of base64
                // source map into the JS every user downloads.
                sourceMap: false,
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(define),
      new ScrollAreaRefsPlugin(),
      ...(monolith
        ? []
        : [
            federationPlugin(options, name, isHost),
            new PrunedSharedPlugin(PRUNED_SHARED, MANIFEST_FILE),
            new TierFilesOnlyInMainCompilation(),
          ]),
      // A remote's runtime comes from the host; its standalone page loads its own (runtimeProvider.mjs).
      ...(monolith || isHost || !standalonePage
        ? []
        : [new StandaloneRuntimeProviderPlugin({ cacheDirectory: cacheOff ? undefined : cacheDirectory })]),
      ...(hot ? developmentPlugins({ dir: options.dir, manifestFile: MANIFEST_FILE }) : []),
      ...(standalonePage
        ? [
            new HtmlWebpackPlugin({
              title: options.title,
              template: path.join(import.meta.dirname, 'index.html'),
              chunks: ['main'],
            }),
          ]
        : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[name].[contenthash:10].css',
              // Mantine's stylesheets come from several shared chunks; their order does not matter.
              ignoreOrder: true,
            }),
            new PrecompressPlugin(),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // Under a dev server, chunks are named after their modules: webpack gives a chunk without a name its
      // deterministic id only when the last build did not use it (the records of hot updates), so every rebuild
      // flipped the split chunks' ids, rewrote all of them and made every hot update replace them.
      chunkIds: hot ? 'named' : 'deterministic',
      minimizer: [jsMinimizer(), new CssMinimizerPlugin(MINIMIZE_IN_PROCESS)],
      // The federated host's chunks (splitChunks.mjs); remotes and the monolith keep webpack's default.
      ...(isHost && !monolith ? hostSplitChunks() : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The manifest plugin explains `publicPath: 'auto'` on every build; that is the design, not news.
    infrastructureLogging: { level: 'error' },
    devServer: devServerOptions({ port: options.port, isHost }),
  };
}
