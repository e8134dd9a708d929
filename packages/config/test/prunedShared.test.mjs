import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PrunedSharedPlugin } from '../prunedShared.mjs';
import { runWebpack, writeFiles } from './runWebpack.mjs';

const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-config-pruned-'));
after(() => fs.rmSync(fixtures, { recursive: true, force: true }));

/** An app sharing `fakeui` (three components, one file each); it imports Alpha itself and exposes a module using Beta. */
function writeApp(dir) {
  const files = {
    'node_modules/fakeui/package.json': JSON.stringify({
      name: 'fakeui',
      version: '1.0.0',
      type: 'module',
      sideEffects: false,
      main: 'index.js',
    }),
    'node_modules/fakeui/index.js':
      "export { Alpha } from './alpha.js';\nexport { Beta } from './beta.js';\nexport { Gamma } from './gamma.js';\n",
    'node_modules/fakeui/alpha.js': "export function Alpha() { return 'ALPHA_MARK'; }\n",
    'node_modules/fakeui/beta.js': "export function Beta() { return 'BETA_MARK'; }\n",
    'node_modules/fakeui/gamma.js': "export function Gamma() { return 'GAMMA_MARK'; }\n",
    'src/main.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': "import { Alpha } from 'fakeui';\nconsole.log(Alpha());\n",
    'src/thing.js': "import { Beta } from 'fakeui';\nexport const thing = () => Beta();\n",
  };
  writeFiles(dir, files);
}

/** Builds the app with the union `kept` (or without the plugin); resolves to its JS and manifest, or the errors. */
async function build(name, kept) {
  const dir = path.join(fixtures, name);
  writeApp(dir);
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './src/main.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: name },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Thing': './src/thing.js' },
        shared: { fakeui: { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' } },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
      }),
      ...(kept ? [new PrunedSharedPlugin(['fakeui'], 'mf-manifest.json', () => ({ names: kept }))] : []),
    ],
  });
  const out = path.join(dir, 'dist');
  const js = fs.existsSync(out)
    ? fs
        .readdirSync(out)
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
        .join('\n')
    : '';
  const manifestFile = path.join(out, 'mf-manifest.json');
  return {
    errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message),
    js,
    manifest: fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null,
  };
}

test('without the plugin the shared package is provided whole, the export nobody imports included', async () => {
  const { errors, js } = await build('whole', null);
  assert.deepEqual(errors, []);
  for (const mark of ['ALPHA_MARK', 'BETA_MARK', 'GAMMA_MARK']) assert.ok(js.includes(mark), mark);
});

test('the provided copy keeps the union and drops the rest; the manifest says what it keeps and imports', async () => {
  const { errors, js, manifest } = await build('pruned', ['Alpha', 'Beta']);
  assert.deepEqual(errors, []);
  assert.ok(js.includes('ALPHA_MARK') && js.includes('BETA_MARK'));
  assert.ok(!js.includes('GAMMA_MARK'), 'Gamma is imported by no app');
  // Other apps read the copy's exports by name: they must not be mangled.
  assert.match(js, /\bAlpha: \(\) => /);
  assert.match(js, /\bBeta: \(\) => /);
  const fakeui = manifest.shared.find((s) => s.name === 'fakeui');
  assert.deepEqual(fakeui.providedExports, ['Alpha', 'Beta']);
  assert.deepEqual(fakeui.importedExports, ['Alpha', 'Beta']);
});

test('a build importing a name the union lacks fails instead of sharing a copy without it', async () => {
  const { errors } = await build('missing', ['Alpha']);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /fakeui: this build imports Beta/);
});
