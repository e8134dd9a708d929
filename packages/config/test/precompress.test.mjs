import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { PrecompressPlugin } from '../precompress.mjs';
import { runWebpack } from './runWebpack.mjs';

/** Runs the plugin's assetEmitted handler as webpack would, for one emitted file. */
async function emit(file, content) {
  let handler;
  new PrecompressPlugin().apply({
    hooks: {
      assetEmitted: { tapPromise: (_name, fn) => (handler = fn) },
      compilation: { tap: () => {} },
      afterEmit: { tapPromise: () => {} },
    },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const targetPath = path.join(dir, file);
  fs.writeFileSync(targetPath, content);
  await handler(file, { content, targetPath });
  return { dir, targetPath };
}

test('writes a brotli and a gzip copy beside an emitted script, stylesheet, manifest or page', async () => {
  const content = Buffer.from('export const x = "olá";\n'.repeat(100));
  for (const file of ['main.0123456789.js', 'main.0123456789.css', 'mf-manifest.json', 'index.html']) {
    const { dir, targetPath } = await emit(file, content);
    assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(`${targetPath}.br`)), content);
    assert.deepEqual(zlib.gunzipSync(fs.readFileSync(`${targetPath}.gz`)), content);
    fs.rmSync(dir, { recursive: true });
  }
});

test('leaves source maps, licences, images and tiny files alone', async () => {
  const big = Buffer.alloc(4096, 'a');
  for (const [file, content] of [
    ['main.js.map', big],
    ['main.js.LICENSE.txt', big],
    ['logo.png', big],
    ['tiny.js', Buffer.from('export {};')],
  ]) {
    const { dir } = await emit(file, content);
    assert.deepEqual(fs.readdirSync(dir), [file]);
    fs.rmSync(dir, { recursive: true });
  }
});

/** Builds one module into `dir` with `output.clean`, as the apps do. */
async function build(dir, source) {
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), filename: 'main.js', clean: true },
    optimization: { minimize: false },
    plugins: [new PrecompressPlugin()],
  });
  if (stats.hasErrors()) throw new Error(stats.toString());
  return fs.readdirSync(path.join(dir, 'dist')).sort();
}

test('a rebuild into the same folder keeps the copies of files it did not write again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-build-'));
  const source = `console.log(${JSON.stringify('olá '.repeat(300))});\n`;
  assert.deepEqual(await build(dir, source), ['main.js', 'main.js.br', 'main.js.gz']);
  fs.writeFileSync(path.join(dir, 'dist', 'stale.js.br'), 'left over');
  assert.deepEqual(await build(dir, source), ['main.js', 'main.js.br', 'main.js.gz']);
  // Copies lost before (a folder built when they were not kept) are written again.
  fs.rmSync(path.join(dir, 'dist', 'main.js.gz'));
  assert.deepEqual(await build(dir, source), ['main.js', 'main.js.br', 'main.js.gz']);
  const compressed = fs.readFileSync(path.join(dir, 'dist', 'main.js.br'));
  assert.deepEqual(zlib.brotliDecompressSync(compressed), fs.readFileSync(path.join(dir, 'dist', 'main.js')));
  fs.rmSync(dir, { recursive: true });
});
