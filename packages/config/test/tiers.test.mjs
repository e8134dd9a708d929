import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tierImportsOf, workspaceImportsOf } from '../sharedExports.mjs';
import { TIERS, tieredSharedFor } from '../tiers.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** The names a generated tier file re-exports, and from where. */
function reExports(file) {
  const match = /export \{ (.*) \} from "(.*)";/.exec(fs.readFileSync(file, 'utf8'));
  assert.ok(match, `${file} re-exports names`);
  return { names: match[1].split(', '), from: match[2] };
}

/** @param {readonly string[]} apps */
const mantineOf = (apps) => {
  const imports = tierImportsOf('@mantine/core', apps);
  assert.ok('names' in imports);
  return imports.names;
};

test('a tier holds what its apps import, and not what only the other areas use', () => {
  const union = workspaceImportsOf('@mantine/core');
  assert.ok('names' in union);
  const login = mantineOf(TIERS.login);
  const shell = mantineOf(TIERS.shell);
  for (const name of [...login, ...shell])
    assert.ok(union.names.includes(name), `${name} is in the union too`);
  // The sign-in form (remote-auth), the host's providers (@erp/ui), the modals' provider (@mantine/modals).
  for (const name of ['PasswordInput', 'MantineProvider', 'Modal']) assert.ok(login.includes(name), name);
  // The shell's layout is not on the login route; the white-label editor's colour input (administration) is not in the
  // shell either. (The shell's business lists use MultiSelect since issue 36, so that example no longer holds.)
  assert.ok(!login.includes('AppShell') && shell.includes('AppShell'));
  assert.ok(!shell.includes('ColorInput') && union.names.includes('ColorInput'));
});

test('the host consumes the login tier of each pruned package and provides every tier from its own build', () => {
  const shared = tieredSharedFor(path.join(root, 'host'));
  const core = shared['@mantine/core'];
  assert.equal(core.shareKey, '@mantine/core:login');
  assert.equal(core.singleton, true);
  const login = reExports(core.import);
  assert.deepEqual(login.names, mantineOf(TIERS.login));
  assert.match(login.from, /@mantine\/core\/esm\/index\.mjs$/, 'the ES module build, named by its path');
  const shell = shared['@mantine/core:shell'];
  assert.equal(shell.shareKey, '@mantine/core:shell');
  assert.deepEqual(reExports(shell.import), { names: mantineOf(TIERS.shell), from: login.from });
  const union = shared['@mantine/core:union'];
  assert.equal(union.shareKey, '@mantine/core');
  assert.equal(union.version, core.version);
  assert.deepEqual(reExports(union.import), {
    names: workspaceImportsOf('@mantine/core').names,
    from: login.from,
  });
  // A workspace package is re-exported from its sources; React is provided whole, with one key.
  assert.match(reExports(shared['@erp/session'].import).from, /packages\/session\/src\/index\.ts$/);
  assert.equal(shared.react.shareKey, undefined);
  assert.equal(shared['react:union'], undefined);
});

test("remote-auth and the shell consume their tiers; the other remotes consume the packages' union", () => {
  const auth = tieredSharedFor(path.join(root, 'remote-auth'));
  assert.equal(auth['@mantine/core'].shareKey, '@mantine/core:login');
  assert.equal(auth['@mantine/core'].import, undefined, 'its own copy stays the fallback');
  assert.equal(auth['@mantine/core:union'], undefined);
  const shell = tieredSharedFor(path.join(root, 'remote-shell'));
  assert.equal(shell['@erp/api-client'].shareKey, '@erp/api-client:shell');
  assert.equal(shell['@mantine/core:login'], undefined);
  const reports = tieredSharedFor(path.join(root, 'remote-reports'));
  assert.equal(reports['@mantine/core'].shareKey, undefined);
  assert.equal(reports['@erp/session'].shareKey, undefined);
});

test('the host imports its own shared modules eagerly (start-up in its entry chunk); the parts it only provides, and every remote, lazily', () => {
  const host = tieredSharedFor(path.join(root, 'host'));
  for (const request of ['react', 'react-dom/client', '@mantine/core', '@erp/session'])
    assert.equal(host[request].eager, true, request);
  for (const request of ['@mantine/core:shell', '@mantine/core:union', '@erp/api-client:union'])
    assert.equal(host[request].eager, undefined, request);
  for (const remote of ['remote-auth', 'remote-shell', 'remote-reports']) {
    const shared = tieredSharedFor(path.join(root, remote));
    for (const [request, config] of Object.entries(shared))
      assert.equal(config.eager, undefined, `${remote} ${request}`);
  }
});
