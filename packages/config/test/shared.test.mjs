import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { SHARED_PACKAGES, sharedFor } from '../shared.mjs';

const hostDir = path.resolve(import.meta.dirname, '../../../host');

test('every shared package the host resolves is a singleton with its installed version', () => {
  const shared = sharedFor(hostDir);
  for (const name of [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@erp/session',
    '@erp/api-client',
    '@erp/federation',
  ]) {
    assert.ok(shared[name], `${name} is shared`);
    assert.equal(shared[name].singleton, true, `${name} is a singleton`);
    assert.match(shared[name].version, /^\d+\.\d+\.\d+/);
    assert.equal(shared[name].requiredVersion, `^${shared[name].version}`);
  }
});

test('nothing outside the list is shared, and packages an app lacks are left out', () => {
  const shared = sharedFor(path.resolve(import.meta.dirname, '../../domain'));
  for (const name of Object.keys(shared)) assert.ok(SHARED_PACKAGES.includes(name));
  assert.equal(shared.react, undefined, '@erp/domain does not depend on React');
});

test('stateless packages are bundled by each app, not shared (a shared module is provided whole, in its own chunk)', () => {
  const shared = sharedFor(path.resolve(import.meta.dirname, '../../../remote-auth'));
  assert.equal(shared['@erp/domain'], undefined);
  assert.equal(shared['@mantine/form'], undefined);
  assert.ok(
    shared['@mantine/core'] && shared['@erp/session'],
    'what holds a context or a store stays shared',
  );
});
