import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createFederatedConfig, createMonolithConfig } from '../webpack.mjs';

// The factory reads these; each test that needs one sets it itself, whatever the caller's environment (.ci/run exports
// BUILD_CACHE=off for the whole run, the e2e suite sets BUILD_BROTLI_QUALITY).
delete process.env.BUILD_CACHE;
delete process.env.BUILD_BROTLI_QUALITY;

const appDir = path.resolve(import.meta.dirname, '../../../remote-reports');
const factory = createFederatedConfig({
  name: 'reports',
  dir: appDir,
  title: 'ERP - Relatórios',
  port: 8084,
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin._options;
}

test('a remote builds for the web with content-hashed chunks resolved from wherever it is served', () => {
  const config = factory({}, { mode: 'production' });
  assert.equal(config.target, 'web');
  assert.equal(config.output.publicPath, 'auto');
  assert.match(config.output.filename, /\[contenthash/);
  assert.match(config.output.chunkFilename, /\[contenthash/);
  assert.equal(config.entry.main, './src/main.ts');
});

test('a remote publishes an mf-manifest.json and a remoteEntry, and shares the singletons', () => {
  const mf = federationOptions(factory({}, { mode: 'production' }));
  assert.equal(mf.name, 'reports');
  assert.equal(mf.filename, 'remoteEntry.js');
  assert.deepEqual(mf.manifest, { fileName: 'mf-manifest.json' });
  assert.deepEqual(mf.remotes, {}, 'remotes are registered at runtime, never at build time');
  assert.equal(mf.shared['@erp/session'].singleton, true);
});

test("the host publishes an mf-manifest.json too: its shared list is what the remotes' contract check reads", () => {
  const host = createFederatedConfig({
    name: 'host',
    dir: path.resolve(appDir, '../host'),
    title: 'ERP',
    port: 8080,
  });
  const mf = federationOptions(host({}, { mode: 'production' }));
  assert.equal(mf.filename, undefined);
  assert.deepEqual(mf.manifest, { fileName: 'mf-manifest.json' });
  assert.equal(mf.shared.react.singleton, true);
});

test('a brand build takes its container name and output folder from the environment', () => {
  process.env.MF_CONTAINER_NAME = 'reports_acme';
  process.env.OUTPUT_DIR = '/tmp/deploys/reports_acme/v1';
  try {
    const config = factory({}, { mode: 'production' });
    assert.equal(federationOptions(config).name, 'reports_acme');
    assert.equal(config.output.path, '/tmp/deploys/reports_acme/v1');
    assert.equal(config.output.uniqueName, 'reports_acme');
  } finally {
    delete process.env.MF_CONTAINER_NAME;
    delete process.env.OUTPUT_DIR;
  }
});

function cssRule(config) {
  return config.module.rules.find((r) => String(r.test) === String(/\.css$/));
}

test('production CSS is extracted to hashed, minified files, without source maps inlined into JS', () => {
  const config = factory({}, { mode: 'production' });
  const [first, cssLoader] = cssRule(config).use;
  assert.match(String(first), /mini-css-extract-plugin/);
  assert.equal(cssLoader.options.sourceMap, false);
  const extract = config.plugins.find((p) => p.constructor.name === 'MiniCssExtractPlugin');
  assert.match(extract.options.filename, /\[contenthash/);
  assert.match(extract.options.chunkFilename, /\[contenthash/);
  assert.ok(config.optimization.minimizer.some((m) => m.constructor.name === 'CssMinimizerPlugin'));
  const js = config.optimization.minimizer.find((m) => m.constructor.name === 'MinimizerPlugin');
  assert.equal(js?.options.minimizer.implementation.name, 'swcMinify', 'JS is minified by swc');
  // In the build's process: no worker process per build loading swc and cssnano again (minimizer.mjs).
  for (const minimizer of config.optimization.minimizer) assert.equal(minimizer.options.parallel, false);
});

test('production builds write brotli and gzip copies; development keeps style-loader and writes none', () => {
  assert.ok(
    factory({}, { mode: 'production' }).plugins.some((p) => p.constructor.name === 'PrecompressPlugin'),
  );
  const dev = factory({}, { mode: 'development' });
  assert.match(cssRule(dev).use[0], /style-loader/);
  assert.equal(cssRule(dev).use[1].options.sourceMap, false);
  assert.ok(
    !dev.plugins.some((p) => ['PrecompressPlugin', 'MiniCssExtractPlugin'].includes(p.constructor.name)),
  );
});

test('the persistent build cache is per container name and mode, in the app folder, and follows the config files', () => {
  process.env.MF_CONTAINER_NAME = 'reports_acme';
  try {
    const brand = factory({}, { mode: 'production' });
    assert.equal(brand.cache.type, 'filesystem');
    assert.equal(brand.cache.name, 'reports_acme-production');
    assert.equal(brand.cache.cacheDirectory, path.join(appDir, 'node_modules/.cache/webpack'));
    assert.ok(brand.cache.buildDependencies.config.some((f) => f.endsWith('webpack.mjs')));
    assert.ok(brand.cache.buildDependencies.config.includes(path.join(appDir, 'webpack.config.mjs')));
  } finally {
    delete process.env.MF_CONTAINER_NAME;
  }
  assert.equal(factory({}, { mode: 'development' }).cache.name, 'reports-development');
});

test('BUILD_CACHE=off builds with no persistent cache, the runtime provider of the standalone page included', () => {
  process.env.BUILD_CACHE = 'off';
  try {
    const config = factory({}, { mode: 'production' });
    assert.equal(config.cache, false);
    const provider = config.plugins.find((p) => p.constructor.name === 'StandaloneRuntimeProviderPlugin');
    assert.equal(provider.cacheDirectory, undefined);
  } finally {
    delete process.env.BUILD_CACHE;
  }
  assert.equal(factory({}, { mode: 'production' }).cache.type, 'filesystem');
});

test('a production build emits no source map (the output folder is published as it is)', () => {
  assert.equal(factory({}, { mode: 'production' }).devtool, false);
  assert.match(String(factory({}, { mode: 'development' }).devtool), /source-map/);
  process.env.DEV_SOURCE_MAPS = '0';
  try {
    assert.equal(
      factory({}, { mode: 'development' }).devtool,
      false,
      'DEV_SOURCE_MAPS=0: none in development',
    );
  } finally {
    delete process.env.DEV_SOURCE_MAPS;
  }
});

test('under a dev server a rebuild keeps chunk ids, resolutions and modules in memory; builds on disk do not', () => {
  const chunkIds = (mode) => factory({}, { mode }).optimization.chunkIds;
  process.env.WEBPACK_SERVE = 'true';
  try {
    assert.equal(chunkIds('development'), 'named');
    assert.equal(chunkIds('production'), 'deterministic');
    const dev = factory({}, { mode: 'development' });
    assert.ok(dev.plugins.some((p) => p.constructor.name === 'ManifestStatsScopePlugin'));
    assert.deepEqual(dev.cache, { type: 'memory' });
    assert.equal(dev.module.unsafeCache, true);
    assert.equal(factory({}, { mode: 'production' }).cache.type, 'filesystem');
  } finally {
    delete process.env.WEBPACK_SERVE;
  }
  assert.equal(chunkIds('development'), 'deterministic');
  assert.equal(factory({}, { mode: 'development' }).cache.type, 'filesystem');
  assert.equal(factory({}, { mode: 'development' }).module.unsafeCache, undefined);
  assert.ok(
    !factory({}, { mode: 'production' }).plugins.some(
      (p) => p.constructor.name === 'ManifestStatsScopePlugin',
    ),
  );
});

test('an area pnpm dev serves to the product builds no standalone page; the host and `pnpm --filter <area> dev` do', () => {
  const pluginNames = (config) => config.plugins.map((p) => p.constructor.name);
  const hostFactory = createFederatedConfig({
    name: 'host',
    dir: path.resolve(appDir, '../host'),
    title: 'ERP',
    port: 8080,
  });
  process.env.WEBPACK_SERVE = 'true';
  try {
    const own = factory({}, { mode: 'development' });
    assert.deepEqual(own.entry, { main: './src/main.ts' });
    assert.ok(pluginNames(own).includes('HtmlWebpackPlugin'));
    process.env.DEV_AREA_IN_PRODUCT = '1';
    const inProduct = factory({}, { mode: 'development' });
    assert.deepEqual(inProduct.entry, {});
    assert.ok(!pluginNames(inProduct).includes('HtmlWebpackPlugin'));
    assert.ok(!pluginNames(inProduct).includes('StandaloneRuntimeProviderPlugin'));
    assert.ok(pluginNames(inProduct).includes('ModuleFederationPlugin'), 'the remote entry is still built');
    assert.deepEqual(hostFactory({}, { mode: 'development' }).entry, { main: './src/main.ts' });
    assert.deepEqual(factory({}, { mode: 'production' }).entry, { main: './src/main.ts' });
  } finally {
    delete process.env.WEBPACK_SERVE;
    delete process.env.DEV_AREA_IN_PRODUCT;
  }
});

test("only the federated host moves modules its chunks share into one chunk whatever their size (bench:wire: the login route's JS 283.7 -> 275.6 KB)", () => {
  const hostOptions = { name: 'host', dir: path.resolve(appDir, '../host'), title: 'ERP', port: 8080 };
  const group = (config) => config.optimization.splitChunks?.cacheGroups?.sharedPackages;
  const host = createFederatedConfig(hostOptions)({}, { mode: 'production' });
  assert.equal(group(host)?.minSize, 0);
  assert.equal(group(host)?.chunks, 'async');
  assert.ok(group(host)?.test.test('/repo/packages/session/src/index.ts'));
  assert.ok(group(host)?.test.test('/repo/node_modules/@mantine/modals/esm/index.mjs'));
  assert.ok(!group(host)?.test.test('/repo/host/src/App.tsx'), "the host's own code keeps webpack's rule");
  assert.equal(group(factory({}, { mode: 'production' })), undefined, 'a remote keeps the default');
  const monolith = createMonolithConfig({ ...hostOptions, entry: './src/bootstrap.tsx', alias: {} });
  assert.equal(group(monolith({}, { mode: 'production' })), undefined, 'the monolith too');
});
