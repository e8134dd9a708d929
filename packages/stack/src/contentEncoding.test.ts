import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { encodedVariant, isCompressible, negotiateEncoding } from './contentEncoding';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then the file as it is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR ; Q=0.8')).toBe('br');
  });
});

describe('isCompressible', () => {
  it('compresses text formats above the minimum size only', () => {
    expect(isCompressible('/d/main.1234567890.js', 10_000)).toBe(true);
    expect(isCompressible('/d/index.html', 10_000)).toBe(true);
    expect(isCompressible('/d/logo.svg', 10_000)).toBe(true);
    expect(isCompressible('/d/photo.png', 10_000)).toBe(false);
    expect(isCompressible('/d/tiny.json', 100)).toBe(false);
  });
});

describe('encodedVariant', () => {
  let dir: string;
  const body = Buffer.from('export const answer = 42;\n'.repeat(200));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encoded-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a missing variant once, keeps it on disk and answers concurrent requests with it', async () => {
    const file = path.join(dir, 'chunk.js');
    fs.writeFileSync(file, body);
    const stat = fs.statSync(file);
    const [a, b] = await Promise.all([encodedVariant(file, stat, 'br'), encodedVariant(file, stat, 'br')]);
    expect(a).toBe(`${file}.br`);
    expect(b).toBe(a);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['chunk.js', 'chunk.js.br']);
  });

  it('uses a precompressed sibling as long as it is not older than the file, and remakes a stale one', async () => {
    const file = path.join(dir, 'chunk.js');
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.gz`, 'precompressed');
    const stat = fs.statSync(file);
    expect(await encodedVariant(file, stat, 'gzip')).toBe(`${file}.gz`);
    expect(fs.readFileSync(`${file}.gz`, 'utf8')).toBe('precompressed');

    const past = new Date(stat.mtimeMs - 60_000);
    fs.utimesSync(`${file}.gz`, past, past);
    await encodedVariant(file, stat, 'gzip');
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)).toBe(true);
  });
});
