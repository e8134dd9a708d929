import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { PrecompressPlugin, brotliQuality } from '../precompress.mjs';
import { runWebpack } from './runWebpack.mjs';

/** Runs the plugin's assetEmitted handler as webpack would, for one emitted file. */
async function emit(file, content, options = undefined) {
  let handler;
  new PrecompressPlugin(options).apply({
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

test('brotli at its best quality unless BUILD_BROTLI_QUALITY asks for a valid lower one', () => {
  assert.equal(brotliQuality({}), 11);
  assert.equal(brotliQuality({ BUILD_BROTLI_QUALITY: '5' }), 5);
  for (const wrong of ['', 'fast', '12', '-1', '4.5'])
    assert.equal(brotliQuality({ BUILD_BROTLI_QUALITY: wrong }), 11);
});

test('the copies are made at the quality asked for, and still decode to the file', async () => {
  const content = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const v${i} = ${(i * 7919) % 1000};`).join('\n'),
  );
  const sizes = {};
  for (const quality of [5, 11]) {
    const { dir, targetPath } = await emit('main.0123456789.js', content, { brotliQuality: quality });
    const copy = fs.readFileSync(`${targetPath}.br`);
    assert.deepEqual(zlib.brotliDecompressSync(copy), content);
    const expected = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    assert.deepEqual(copy, expected);
    sizes[quality] = copy.length;
    fs.rmSync(dir, { recursive: true });
  }
  assert.ok(sizes[11] < sizes[5], `q11 ${sizes[11]} B, q5 ${sizes[5]} B`);
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
