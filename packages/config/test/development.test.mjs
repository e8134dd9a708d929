import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ManifestStatsScopePlugin } from '../development.mjs';
import { runWebpack, writeFiles } from './runWebpack.mjs';

const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-config-dev-'));
after(() => fs.rmSync(fixtures, { recursive: true, force: true }));

/** The stats Module Federation's manifest asks for (@module-federation/manifest, StatsManager `statsOptions`). */
const MANIFEST_STATS = {
  all: false,
  modules: true,
  builtAt: true,
  hash: true,
  ids: true,
  version: true,
  entrypoints: true,
  assets: false,
  chunks: false,
  reasons: true,
  cached: true,
  cachedModules: true,
};

/** A remote sharing two packages: `entrylib`, whose entry holds its code, and `relib`, whose entry re-exports. */
const APP_FILES = {
  'node_modules/entrylib/package.json': '{"name":"entrylib","version":"2.0.0","main":"index.js"}',
  'node_modules/entrylib/index.js': "export const entry = () => 'ENTRY';\n",
  'node_modules/relib/package.json': '{"name":"relib","version":"3.0.0","main":"index.js"}',
  'node_modules/relib/index.js': "export { part } from './part.js';\n",
  'node_modules/relib/part.js': "export const part = () => 'PART';\n",
  'src/main.js': "import('./page.js');\n",
  'src/page.js':
    "import { entry } from 'entrylib';\nimport { part } from 'relib';\nexport default () => entry() + part();\n",
};

/** A development build of the remote, with or without the plugin: its manifest and its stats. */
async function build(name, scoped) {
  const dir = path.join(fixtures, name);
  writeFiles(dir, APP_FILES);
  const stats = await runWebpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/main.js',
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'remote' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './Page': './src/page.js' },
        shared: {
          entrylib: { singleton: true, requiredVersion: '^2.0.0' },
          relib: { singleton: true, requiredVersion: '^3.0.0' },
        },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
      }),
      ...(scoped ? [new ManifestStatsScopePlugin()] : []),
    ],
  });
  return { manifest: fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'), stats };
}

test('the manifest stats describe only what Module Federation reads, and the manifest is the same', async () => {
  const [whole, scoped] = await Promise.all([build('whole', false), build('scoped', true)]);
  assert.equal(scoped.manifest, whole.manifest);
  const shared = JSON.parse(scoped.manifest).shared;
  for (const name of ['entrylib', 'relib']) {
    const files = shared.find((s) => s.name === name)?.assets.js.sync ?? [];
    assert.ok(files.length > 0, `${name}: the manifest lists the package's files`);
  }

  const names = (stats, options) => stats.toJson(options).modules.map((m) => m.name);
  const all = names(whole.stats, MANIFEST_STATS);
  const kept = names(scoped.stats, MANIFEST_STATS);
  assert.ok(all.includes('./src/page.js'));
  assert.ok(!kept.includes('./src/page.js'), 'an app module is left out of the manifest stats');
  assert.ok(kept.some((n) => n.includes('container entry')));
  assert.ok(
    kept.some((n) => n.includes('node_modules/relib/index.js')),
    "a shared package's own entry",
  );
  // Other stats (the dev server's, a developer's) still describe every module.
  assert.ok(names(scoped.stats, { all: false, modules: true }).includes('./src/page.js'));
});
