// One federation runtime per page: the factory's host publishes runtime-core, its remotes read it, and a remote's
// standalone page gets its own provider that only its HTML names. Checked on real builds of two tiny fixture apps
// made by the factory (a host and a remote), whose output is then run in a bare VM context.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { runWebpack } from './runWebpack.mjs';
import { createFederatedConfig, createMonolithConfig } from '../webpack.mjs';
import {
  PROVIDER_SOURCE,
  RUNTIME_CORE_GLOBAL,
  StandaloneRuntimeProviderPlugin,
  hostRuntimeProviderPlugin,
} from '../runtimeProvider.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');

function federationOptions(config) {
  return config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
}

function hasProvider(config) {
  return config.plugins.some((p) => p instanceof StandaloneRuntimeProviderPlugin);
}

test('every remote reads the runtime from the host and builds a provider for its standalone page', () => {
  for (const name of ['auth', 'shell', 'reports']) {
    const remote = createFederatedConfig({
      name,
      dir: path.join(repo, `remote-${name}`),
      title: name,
      port: 0,
      exposes: { './Routes': './src/exposes/Routes.tsx' },
    })({}, { mode: 'production' });
    // Browser-only builds: the runtime's Node.js loaders are left out.
    assert.deepEqual(federationOptions(remote).experiments, {
      externalRuntime: true,
      optimization: { target: 'web' },
    });
    assert.ok(hasProvider(remote), `${name} builds the standalone provider`);
  }
});

test('the host, which exposes nothing, provides its runtime and needs no provider script', () => {
  const host = createFederatedConfig({
    name: 'host',
    dir: path.join(repo, 'host'),
    title: 'ERP',
    port: 0,
  })({}, { mode: 'production' });
  const mf = federationOptions(host);
  assert.deepEqual(mf.runtimePlugins, [hostRuntimeProviderPlugin()]);
  assert.match(
    mf.runtimePlugins[0],
    /inject-external-runtime-core-plugin\/dist\/index\.js$/,
    'the ESM build',
  );
  // MF's own switch would add the CommonJS build of the same plugin (a second runtime-core in the host's main).
  assert.equal(mf.experiments?.provideExternalRuntime, undefined);
  assert.deepEqual(mf.experiments, { optimization: { target: 'web' } });
  assert.ok(!hasProvider(host));
});

test('the monolith has no federation at all, so no provider either', () => {
  const monolith = createMonolithConfig({
    name: 'monolith',
    dir: path.join(repo, 'host'),
    title: 'ERP',
    port: 0,
    entry: './src/bootstrap.tsx',
    alias: {},
  })({}, { mode: 'production' });
  assert.ok(!monolith.plugins.some((p) => p.constructor.name === 'ModuleFederationPlugin'));
  assert.ok(!hasProvider(monolith));
});

// --- real builds ---------------------------------------------------------------------------------------------

const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-config-runtime-'));

function writeApp(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const tsconfig = JSON.stringify({ compilerOptions: { module: 'esnext', target: 'es2020' } });

async function build(config) {
  const stats = await runWebpack(config);
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
}

const hostDir = path.join(fixtures, 'host');
const remoteDir = path.join(fixtures, 'remote');
const read = (dir, file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
const files = (dir) => fs.readdirSync(path.join(dir, 'dist'));

before(async () => {
  writeApp(hostDir, { 'tsconfig.json': tsconfig, 'src/main.ts': 'document.title = "host";\n' });
  writeApp(remoteDir, {
    'tsconfig.json': tsconfig,
    'src/main.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': 'document.title = "standalone";\n',
    'src/thing.ts': 'export const answer = 42;\n',
  });
  const host = createFederatedConfig({ name: 'host', dir: hostDir, title: 'Host', port: 0 });
  const remote = createFederatedConfig({
    name: 'fixture',
    dir: remoteDir,
    title: 'Remote',
    port: 0,
    exposes: { './Thing': './src/thing.ts' },
  });
  // Sequential: two webpack builds at once on a shared 2-core machine only slow each other down.
  await build(host({}, { mode: 'production' }));
  await build(remote({}, { mode: 'production' }));
});

after(() => fs.rmSync(fixtures, { recursive: true, force: true }));

const providerFile = () => files(remoteDir).find((f) => /^federation-runtime\.[0-9a-f]{10}\.js$/.test(f));

/** A page with no browser around it: enough `document` for webpack's start-up (publicPath 'auto'). */
function page(url) {
  const context = vm.createContext({
    document: {
      currentScript: { tagName: 'SCRIPT', src: url },
      getElementsByTagName: () => [],
      createElement: () => ({ setAttribute() {}, parentNode: null }),
      head: { appendChild() {} },
      title: '',
    },
    setTimeout: () => 0,
    clearTimeout: () => {},
    console,
  });
  context.self = context;
  context.window = context;
  context.document.defaultView = context;
  return context;
}

const run = (context, dir, file) => vm.runInContext(read(dir, file), context, { filename: file });

test("a remote's standalone HTML loads the provider first; nothing a federated load fetches names it", () => {
  const file = providerFile();
  assert.ok(file, `a content-hashed provider script is emitted: ${files(remoteDir).join(', ')}`);
  const html = read(remoteDir, 'index.html');
  const scripts = [...html.matchAll(/<script defer(?:="defer")? src="?([^"\s>]+)"?>/g)].map((m) => m[1]);
  assert.deepEqual(scripts.length, 2, html);
  assert.equal(scripts[0], file, 'the provider runs first (deferred scripts run in document order)');
  assert.match(scripts[1], /^main\.[0-9a-f]{10}\.js$/);
  assert.ok(!read(remoteDir, 'remoteEntry.js').includes(file));
  assert.ok(!read(remoteDir, 'mf-manifest.json').includes('federation-runtime'));
  assert.ok(files(remoteDir).includes(`${file}.br`), 'precompressed like every other script');
});

test('the host publishes runtime-core on the global and a remote entry runs on it', async () => {
  const context = page('http://localhost:8080/main.js');
  const main = files(hostDir).find((f) => /^main\..*\.js$/.test(f));
  run(context, hostDir, main);
  const published = context[RUNTIME_CORE_GLOBAL];
  assert.equal(typeof published?.ModuleFederation, 'function');
  // The copy the host runs on, not a second one bundled for the occasion.
  const [hostInstance] = context.__FEDERATION__.__INSTANCES__;
  assert.equal(hostInstance.name, 'host');
  assert.ok(hostInstance instanceof published.ModuleFederation, "the host's own runtime-core is published");
  run(context, remoteDir, 'remoteEntry.js');
  assert.equal(typeof context.fixture?.get, 'function', 'the remote container is defined');
  await context.fixture.init({}, []);
  const instances = context.__FEDERATION__.__INSTANCES__.map((i) => i.name);
  assert.ok(instances.includes('fixture') && instances.includes('host'), instances.join(','));
});

test('a remote entry carries no runtime-core of its own: without a provider it cannot start', () => {
  assert.throws(() => run(page('http://localhost:8081/remoteEntry.js'), remoteDir, 'remoteEntry.js'));
  const remoteEntry = fs.statSync(path.join(remoteDir, 'dist/remoteEntry.js')).size;
  const provider = fs.statSync(path.join(remoteDir, 'dist', providerFile())).size;
  assert.ok(remoteEntry < provider, `remoteEntry.js ${remoteEntry} B, runtime-core ${provider} B`);
});

test("the standalone page's provider is enough for the remote's own runtime to start", () => {
  const context = page('http://localhost:8081/v1/index.html');
  run(context, remoteDir, providerFile());
  run(context, remoteDir, 'remoteEntry.js');
  assert.equal(typeof context.fixture?.get, 'function');
});

test("the provider publishes exactly the installed runtime-core's API", () => {
  const context = page('http://localhost:8081/v1/index.html');
  run(context, remoteDir, providerFile());
  // The same package the host's provideExternalRuntime plugin publishes, loaded here by Node.
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
  const inject = createRequire(enhanced).resolve('@module-federation/inject-external-runtime-core-plugin');
  const runtimeCore = createRequire(inject)('@module-federation/runtime-tools/runtime-core');
  assert.deepEqual(
    Object.keys(context[RUNTIME_CORE_GLOBAL]).sort(),
    Object.keys(runtimeCore)
      .filter((k) => k !== '__esModule')
      .sort(),
  );
  assert.match(PROVIDER_SOURCE, /runtime-tools\/runtime-core/);
});
