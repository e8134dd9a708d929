// The build worker (buildWorker.mjs): builds one after another in one process, each with its own environment only,
// reports a failed build and ends when its parent lets go. Checked on a tiny fixture app whose config reads a
// variable when it is evaluated, as remote-signup's reads its brand.
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { writeFiles } from './runWebpack.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-worker-'));
const webpackUrl = pathToFileURL(createRequire(import.meta.url).resolve('webpack')).href;
after(() => fs.rmSync(dir, { recursive: true, force: true }));
writeFiles(dir, {
  'main.js': 'console.log(BRAND, MODE);\n',
  'webpack.config.mjs': `import webpack from '${webpackUrl}';
const brand = process.env.BRAND ?? '';
export default (_env, argv) => ({
  mode: argv.mode,
  context: import.meta.dirname,
  entry: process.env.BROKEN ? './missing.js' : './main.js',
  output: { path: process.env.OUTPUT_DIR, filename: 'main.js' },
  plugins: [new webpack.DefinePlugin({ BRAND: JSON.stringify(brand), MODE: JSON.stringify(argv.mode) })],
  optimization: { minimize: false },
  stats: 'errors-warnings',
});
`,
});

const worker = fork(path.join(import.meta.dirname, '../buildWorker.mjs'), [], { stdio: 'pipe' });
// A failed assertion leaves no worker behind.
after(() => worker.connected && worker.kill());

test('builds one app after another, each with its own environment only, and reports a failed build', async () => {
  const build = async (env) => {
    worker.send({ appDir: dir, env });
    const [answer] = await once(worker, 'message');
    return answer;
  };
  const output = (name) => fs.readFileSync(path.join(dir, name, 'main.js'), 'utf8');

  assert.deepEqual(await build({ BRAND: 'acme', OUTPUT_DIR: path.join(dir, 'acme') }), { ok: true });
  assert.match(output('acme'), /console\.log\("acme", "production"\)/);
  // The next build in the same process no longer sees the first one's variable.
  assert.deepEqual(await build({ OUTPUT_DIR: path.join(dir, 'plain') }), { ok: true });
  assert.match(output('plain'), /console\.log\("", "production"\)/);

  const failed = await build({ BROKEN: '1', OUTPUT_DIR: path.join(dir, 'broken') });
  assert.equal(failed.ok, false);
  assert.match(failed.error, /webpack reported errors/);

  worker.disconnect();
  const [code] = await once(worker, 'exit');
  assert.equal(code, 0);
});
