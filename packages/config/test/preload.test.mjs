import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { startupFiles } from '../preload.mjs';
import { createFederatedConfig, createMonolithConfig } from '../webpack.mjs';

/** A module of the given class (webpack's chunk graph names them by constructor) with some fields. */
function moduleOf(className, fields = {}) {
  class Module {}
  Object.defineProperty(Module, 'name', { value: className });
  return Object.assign(new Module(), fields);
}

/** A chunk group as webpack's chunk graph has it: chunks with files, child groups, and what created it. */
function group(chunks, children = [], origin = moduleOf('NormalModule')) {
  const module = typeof origin === 'string' ? moduleOf(origin) : origin;
  return { chunks, getChildren: () => children, origins: [{ module }] };
}
const chunk = (...files) => ({ files: new Set(files) });

test("the host's start-up files: the entry's children it consumes and the shared fallbacks below them, not the code's own import()s", () => {
  const main = chunk('main.1.js');
  const socketIo = group([chunk('socket-io.9.js')]);
  const apiClient = group([chunk('api-client.5.js')], [socketIo]);
  const lazyPage = group([chunk('page.8.js')]);
  const routerFallback = group([chunk('router.6.js')], [], 'ConsumeSharedModule');
  const provide = (shareKey) => moduleOf('ProvideSharedModule', { _name: shareKey });
  const shared = group(
    [chunk('react-dom.2.js'), chunk('mantine.3.js', 'mantine.3.css')],
    [],
    provide('m:login'),
  );
  // The whole package, provided for the main-area remotes (tiers.mjs): the host itself never consumes it.
  const union = group([chunk('mantine-rest.7.js')], [], provide('m'));
  const bootstrap = group(
    [chunk('bootstrap.4.js', 'bootstrap.4.js.map'), main],
    [shared, routerFallback, lazyPage],
  );
  const compilation = {
    namedChunkGroups: new Map([['main', group([main], [bootstrap, shared, union, apiClient])]]),
    modules: new Set([moduleOf('ConsumeSharedModule', { options: { shareKey: 'm:login' } })]),
  };
  assert.deepEqual(startupFiles(compilation, 'main'), [
    'api-client.5.js',
    'bootstrap.4.js',
    'mantine.3.css',
    'mantine.3.js',
    'react-dom.2.js',
    'router.6.js',
  ]);
  assert.deepEqual(startupFiles({ ...compilation, namedChunkGroups: new Map() }, 'main'), []);
});

const hostDir = path.resolve(import.meta.dirname, '../../../host');
const plugins = (config) => config.plugins.map((p) => p.constructor.name);

test('only the federated host announces its start-up chunks in its HTML', () => {
  const host = createFederatedConfig({ name: 'host', dir: hostDir, title: 'ERP', port: 8080 });
  assert.ok(plugins(host({}, { mode: 'production' })).includes('StartupPreloadPlugin'));
  assert.ok(!plugins(host({}, { mode: 'development' })).includes('StartupPreloadPlugin'));
  const remote = createFederatedConfig({
    name: 'auth',
    dir: path.resolve(hostDir, '../remote-auth'),
    title: 'ERP',
    port: 8081,
    exposes: { './Routes': './src/exposes/Routes.tsx' },
  });
  assert.ok(!plugins(remote({}, { mode: 'production' })).includes('StartupPreloadPlugin'));
});

test('the monolith is the same build without federation: same loaders, CSS, minifier and compression', () => {
  const options = { name: 'host', dir: hostDir, title: 'ERP', port: 8080 };
  const federated = createFederatedConfig(options)({}, { mode: 'production' });
  const alias = { '@module-federation/enhanced/runtime$': '/somewhere/federationRuntime.ts' };
  const monolith = createMonolithConfig({ ...options, entry: './src/bootstrap.tsx', alias })(
    {},
    { mode: 'production' },
  );
  assert.equal(monolith.entry.main, './src/bootstrap.tsx');
  assert.deepEqual(monolith.resolve.alias, alias);
  assert.ok(!plugins(monolith).includes('ModuleFederationPlugin'));
  assert.ok(!plugins(monolith).includes('StartupPreloadPlugin'));
  assert.deepEqual(
    plugins(monolith),
    plugins(federated).filter(
      (p) =>
        ![
          'ModuleFederationPlugin',
          'PrunedSharedPlugin',
          'TierFilesOnlyInMainCompilation',
          'StartupChunksPlugin',
          'StartupPreloadPlugin',
        ].includes(p),
    ),
  );
  assert.deepEqual(
    String(monolith.module.rules.map((r) => r.test)),
    String(federated.module.rules.map((r) => r.test)),
  );
  assert.equal(monolith.optimization.minimizer.length, federated.optimization.minimizer.length);
  assert.equal(monolith.devtool, federated.devtool);
});
