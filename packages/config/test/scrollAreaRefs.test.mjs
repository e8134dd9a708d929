import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ScrollAreaRefsPlugin } from '../scrollAreaRefs.mjs';
import { runWebpack } from './runWebpack.mjs';

const fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-config-scrollarea-'));
after(() => fs.rmSync(fixtures, { recursive: true, force: true }));

const pkg = (name) =>
  JSON.stringify({ name, version: '1.0.0', type: 'module', sideEffects: false, main: 'index.js' });

/** A fake Mantine whose ScrollArea and Popover both import floating-ui, a fake floating-ui and a fake React. */
function writeApp(dir) {
  const core = 'node_modules/@mantine/core/esm/components';
  const files = {
    'node_modules/react/package.json': pkg('react'),
    'node_modules/react/index.js':
      "export const useMemo = (make) => make();\nexport const REACT_MARK = 'REACT_MARK';\n",
    'node_modules/@floating-ui/react/package.json': pkg('@floating-ui/react'),
    'node_modules/@floating-ui/react/index.js':
      "export const useMergeRefs = () => 'FLOATING_MERGE_MARK';\nexport const useFloating = () => 'FLOATING_MARK';\n",
    [`${core}/ScrollArea/ScrollArea.mjs`]:
      "import { useMergeRefs } from '@floating-ui/react';\nexport const ScrollArea = (refs) => useMergeRefs(refs);\n",
    [`${core}/Popover/Popover.mjs`]:
      "import { useFloating } from '@floating-ui/react';\nexport const Popover = () => useFloating();\n",
    'src/login.js': `import { ScrollArea } from '../${core}/ScrollArea/ScrollArea.mjs';\nconsole.log(ScrollArea([{ current: null }]));\nimport('./main.js');\n`,
    'src/main.js': `import { Popover } from '../${core}/Popover/Popover.mjs';\nconsole.log(Popover());\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

test("ScrollArea's floating-ui import gets the shim (with the build's React); every other importer keeps floating-ui", async () => {
  const dir = path.join(fixtures, 'app');
  writeApp(dir);
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: { login: './src/login.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false, concatenateModules: false },
    plugins: [new ScrollAreaRefsPlugin()],
  });
  assert.deepEqual(stats.compilation.errors, []);
  const modulesOf = (chunkName) => {
    const chunk = [...stats.compilation.chunks].find((c) => c.name === chunkName || c.id === chunkName);
    return [...stats.compilation.chunkGraph.getChunkModulesIterable(chunk)].map((m) => m.resource ?? '');
  };
  const login = modulesOf('login');
  assert.ok(
    login.some((r) => r.endsWith(path.join('shims', 'useMergeRefs.mjs'))),
    'the shim serves ScrollArea',
  );
  assert.ok(
    login.some((r) => r === path.join(dir, 'node_modules/react/index.js')),
    "the shim's React is the app's",
  );
  assert.ok(!login.some((r) => r.includes('@floating-ui')), 'floating-ui is not on the login chunk');
  const everything = [...stats.compilation.modules].map((m) => m.resource ?? '');
  assert.ok(
    everything.some((r) => r.includes(path.join('@floating-ui', 'react'))),
    'Popover still gets floating-ui',
  );
});
