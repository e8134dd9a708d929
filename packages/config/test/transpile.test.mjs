import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { typeScriptRules } from '../transpile.mjs';
import { runWebpack, writeFiles } from './runWebpack.mjs';

/** Builds `entry.ts` of the files with the apps' TypeScript rules; returns the bundle's text. */
async function bundle(files, { mode = 'production', refresh = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transpile-'));
  writeFiles(dir, files);
  const stats = await runWebpack({
    mode,
    context: dir,
    entry: './entry.ts',
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: typeScriptRules({ refresh }) },
    externals: {
      'react/jsx-runtime': 'commonjs react/jsx-runtime',
      'react/jsx-dev-runtime': 'commonjs react/jsx-dev-runtime',
    },
    optimization: { minimize: false },
  });
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const text = fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
  fs.rmSync(dir, { recursive: true });
  return text;
}

const FILES = {
  // A type assertion in angle brackets is TypeScript in a .ts file; in a .tsx file it would be JSX.
  'entry.ts': `import { Greeting } from './Greeting';
const limit = <number>(globalThis as { limit?: number }).limit ?? 3;
class Counter { count = limit; }
export const app: unknown = [Greeting, new Counter()];
console.log(app);`,
  'Greeting.tsx': `type Props = { name: string };
export function Greeting({ name }: Props) { return <p title="oi">Olá, {name}</p>; }`,
};

test('TypeScript and TSX lose their types; JSX goes to the shared react/jsx-runtime, in development too', async () => {
  for (const mode of ['production', 'development']) {
    const text = await bundle(FILES, { mode });
    assert.match(text, /react\/jsx-runtime/, mode);
    assert.doesNotMatch(text, /jsx-dev-runtime/, mode);
    assert.doesNotMatch(text, /type Props|as \{ limit/, mode);
    // ES2022 stays as written: class fields are not lowered to constructor assignments.
    assert.match(text, /count = limit/, mode);
  }
});

test('React Fast Refresh registrations only for a dev server, with the development JSX runtime they need', async () => {
  assert.doesNotMatch(await bundle(FILES, { mode: 'development' }), /\$RefreshReg\$/);
  const text = await bundle(FILES, { mode: 'development', refresh: true });
  assert.match(text, /\$RefreshReg\$\([^)]*"Greeting"\)/);
  assert.match(text, /react\/jsx-dev-runtime/);
  assert.doesNotMatch(text, /type Props|as \{ limit/);
});
