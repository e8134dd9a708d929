import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectImports, PRUNED_SHARED, workspaceImportsOf } from '../sharedExports.mjs';

const importsOf = (fileName, text) => {
  const into = { names: new Set(), opaque: [] };
  collectImports(fileName, text, '@mantine/core', into);
  return { names: [...into.names].sort(), opaque: into.opaque };
};

test('named, renamed, default and re-exported names count; type-only imports do not', () => {
  const text = `
    import { Button, TextInput as Campo, type MantineTheme } from '@mantine/core';
    import type { BoxProps } from '@mantine/core';
    import Default from '@mantine/core';
    export { Stack } from '@mantine/core';
    export type { StackProps } from '@mantine/core';
    import { Other } from '@mantine/hooks';
  `;
  assert.deepEqual(importsOf('a.tsx', text), {
    names: ['Button', 'Stack', 'TextInput', 'default'],
    opaque: [],
  });
});

test('minified ES module builds of installed packages are read too', () => {
  const text = 'import{Box as e,Flex as t}from"@mantine/core";import{useState as n}from"react";';
  assert.deepEqual(importsOf('index.esm.mjs', text).names, ['Box', 'Flex']);
});

test('an import that takes the whole package makes it opaque: it must then be provided whole', () => {
  for (const text of [
    "import * as Mantine from '@mantine/core';",
    "export * from '@mantine/core';",
    "export * as Mantine from '@mantine/core';",
    "const Mantine = await import('@mantine/core');",
    "const Mantine = require('@mantine/core');",
  ]) {
    assert.equal(importsOf('b.ts', text).opaque.length, 1, text);
  }
  assert.deepEqual(importsOf('c.ts', "import { Button } from '@mantine/core-extra';"), {
    names: [],
    opaque: [],
  });
});

test("the workspace's union holds its own imports and those of the installed packages that use the package", () => {
  for (const pkg of PRUNED_SHARED) assert.ok('names' in workspaceImportsOf(pkg), `${pkg} is not opaque`);
  const core = workspaceImportsOf('@mantine/core');
  assert.ok(core.names.includes('PasswordInput'), 'remote-auth');
  assert.ok(core.names.includes('MantineProvider'), '@erp/ui');
  assert.ok(core.names.includes('Highlight'), 'mantine-react-table only');
  assert.ok(!core.names.includes('Rating'), 'nobody uses Rating');
  assert.ok(workspaceImportsOf('@mantine/hooks').names.includes('useReducedMotion'), "@mantine/core's own");
  assert.ok(workspaceImportsOf('react-router-dom').names.includes('useRoutes'), 'the host');
});
