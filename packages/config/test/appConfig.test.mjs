import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

// The apps' own webpack.config.mjs files, as their builds load them.
const workspace = path.resolve(import.meta.dirname, '../../..');
const configOf = async (app) => (await import(path.join(workspace, app, 'webpack.config.mjs'))).default;

delete process.env.BUILD_CACHE;
delete process.env.ADMIN_PORT;
delete process.env.DEV_SERVER_PORT;

function federationOptions(config) {
  return config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
}

test("a remote's folder names its container, and every remote exposes its Routes", async () => {
  const admin = (await configOf('remote-admin'))({}, { mode: 'production' });
  assert.equal(federationOptions(admin).name, 'admin');
  assert.deepEqual(federationOptions(admin).exposes, { './Routes': './src/exposes/Routes.tsx' });
  assert.equal(admin.devServer.port, 8085);
  const reports = federationOptions((await configOf('remote-reports'))({}, { mode: 'production' }));
  assert.deepEqual(Object.keys(reports.exposes), ['./Routes', './RelatoriosExportados']);
});

test('the host is no remote: it exposes nothing and takes HOST_PORT', async () => {
  const host = (await configOf('host'))({}, { mode: 'production' });
  assert.equal(federationOptions(host).name, 'host');
  assert.equal(federationOptions(host).exposes, undefined);
  assert.equal(federationOptions(host).filename, undefined);
  assert.equal(host.devServer.port, 8080);
});

test("the port's variable is the container's name (ADMIN_PORT), read when the config is made", async () => {
  process.env.ADMIN_PORT = '9185';
  try {
    const admin = (await import(`../../../remote-admin/webpack.config.mjs?port=${Date.now()}`)).default;
    assert.equal(admin({}, { mode: 'production' }).devServer.port, 9185);
  } finally {
    delete process.env.ADMIN_PORT;
  }
});

test('the build cache follows every module of this package the factory imports', async () => {
  const dependencies = (await configOf('remote-shell'))({}, { mode: 'production' }).cache.buildDependencies
    .config;
  const imported = [
    ...readFileSync(path.resolve(import.meta.dirname, '../webpack.mjs'), 'utf8').matchAll(
      /from '\.\/(\S+\.mjs)'/g,
    ),
  ];
  for (const [, file] of imported) {
    assert.ok(dependencies.includes(path.resolve(import.meta.dirname, '..', file)), file);
  }
  assert.ok(dependencies.includes(path.join(workspace, 'remote-shell/webpack.config.mjs')));
});
