import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createFederatedConfig, createMonolithConfig } from '../webpack.mjs';

const hostDir = path.resolve(import.meta.dirname, '../../../host');
const plugins = (config) => config.plugins.map((p) => p.constructor.name);

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
  assert.deepEqual(
    plugins(monolith),
    plugins(federated).filter(
      (p) => !['ModuleFederationPlugin', 'PrunedSharedPlugin', 'TierFilesOnlyInMainCompilation'].includes(p),
    ),
  );
  assert.deepEqual(
    String(monolith.module.rules.map((r) => r.test)),
    String(federated.module.rules.map((r) => r.test)),
  );
  assert.equal(monolith.optimization.minimizer.length, federated.optimization.minimizer.length);
  assert.equal(monolith.devtool, federated.devtool);
});
