import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { cacheControlFor, startStaticServer } from './staticServer';

describe('cacheControlFor', () => {
  it('never caches the files that name other files', () => {
    expect(cacheControlFor('/d/auth/v1/static/js/1.abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/auth/v1/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/d/auth/v1/index.html')).toBe('no-cache');
    expect(cacheControlFor('/host/dist/index.html')).toMatch(/no-cache/);
    expect(cacheControlFor('/d/auth/v1/remoteEntry.js')).toMatch(/no-cache/);
  });

  it('caches hashed chunks for a year, immutably', () => {
    expect(cacheControlFor('/d/auth/v1/262.b48212766f.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('startStaticServer', () => {
  let root: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.mkdirSync(path.join(root, 'v1'));
    fs.writeFileSync(path.join(root, 'v1', 'mf-manifest.json'), '{"name":"auth"}');
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'segredo');
    fs.writeFileSync(path.join(root, 'v1', 'index.html'), '<title>remote</title>');
    server = await startStaticServer({
      root,
      host: '127.0.0.1',
      port: 0,
      allowedOrigins: ['http://localhost:8080'],
      // The live version is the API's answer: asked on each visit.
      rootRedirect: async () => '/v1/',
      headers: { 'Content-Security-Policy': "default-src 'self'", 'Referrer-Policy': 'no-referrer' },
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves a version folder with CORS for the host origin only', async () => {
    const allowed = await fetch(`${base}/v1/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(allowed.headers.get('content-type')).toMatch(/application\/json/);
    expect(await allowed.json()).toEqual({ name: 'auth' });

    const other = await fetch(`${base}/v1/mf-manifest.json`, { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("sends / to the live version's standalone page", async () => {
    const res = await fetch(`${base}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/v1/');
    expect(await (await fetch(`${base}/v1/`)).text()).toBe('<title>remote</title>');
  });

  it('does not serve anything outside its root', async () => {
    expect((await fetch(`${base}/..%2Foutside-secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/v1/missing.js`)).status).toBe(404);
  });

  it('sends its security headers with every answer: files, redirects, errors', async () => {
    for (const [url, status] of [
      ['/v1/mf-manifest.json', 200],
      ['/', 302],
      ['/v1/missing.js', 404],
      ['/%00', 400],
    ] as const) {
      const res = await fetch(`${base}${url}`, { redirect: 'manual' });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('never publishes a source map, even one left beside a chunk', async () => {
    fs.writeFileSync(path.join(root, 'v1', 'main.0123456789.js.map'), '{"sources":["src/segredo.ts"]}');
    expect((await fetch(`${base}/v1/main.0123456789.js.map`)).status).toBe(404);
  });

  it('refuses writes', async () => {
    expect((await fetch(`${base}/v1/mf-manifest.json`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it('listens on the configured interface only', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('answers 400 to a path with a NUL byte and keeps serving', async () => {
    expect((await fetch(`${base}/%00`)).status).toBe(400);
    expect((await fetch(`${base}/v1/%00.js`)).status).toBe(400);
    expect((await fetch(`${base}/v1/mf-manifest.json`)).status).toBe(200);
  });
});

/** A GET that keeps the body as sent (fetch would decode it) and lets the test set any header. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('startStaticServer: compression and caching', () => {
  let root: string;
  let server: http.Server;
  let base: string;
  const script = Buffer.from('export function hello() { return "olá"; }\n'.repeat(300));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-enc-'));
    fs.mkdirSync(path.join(root, 'v1'));
    fs.writeFileSync(path.join(root, 'v1', 'main.0123456789.js'), script);
    // Precompressed at build time: served as written, never recompressed.
    fs.writeFileSync(path.join(root, 'v1', 'main.0123456789.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(
      path.join(root, 'v1', 'mf-manifest.json'),
      JSON.stringify({ name: 'auth', pad: 'x'.repeat(2000) }),
    );
    fs.writeFileSync(path.join(root, 'v1', 'logo.png'), Buffer.alloc(4096, 7));
    server = await startStaticServer({ root, host: '127.0.0.1', port: 0, allowedOrigins: [] });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends brotli to a client that accepts it, varying on Accept-Encoding', async () => {
    const res = await rawGet(`${base}/v1/main.0123456789.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['content-type']).toMatch(/text\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip to a client without brotli, made once and kept beside the file', async () => {
    const res = await rawGet(`${base}/v1/main.0123456789.js`, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).equals(script)).toBe(true);
    expect(fs.existsSync(path.join(root, 'v1', 'main.0123456789.js.gz'))).toBe(true);
  });

  it('sends the file as it is when the client accepts no compression, or for images', async () => {
    const plain = await rawGet(`${base}/v1/main.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    const image = await rawGet(`${base}/v1/logo.png`, { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it('caches content-hashed chunks forever and makes the manifest revalidate', async () => {
    const chunk = await rawGet(`${base}/v1/main.0123456789.js`, { 'Accept-Encoding': 'br' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await rawGet(`${base}/v1/mf-manifest.json`, { 'Accept-Encoding': 'br' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(manifest.body).toString()).name).toBe('auth');
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified, per encoding', async () => {
    const first = await rawGet(`${base}/v1/mf-manifest.json`, { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
    const again = await rawGet(`${base}/v1/mf-manifest.json`, {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // The gzip representation has another tag, so the brotli one does not validate it.
    const other = await rawGet(`${base}/v1/mf-manifest.json`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(other.status).toBe(200);

    const since = String(first.headers['last-modified']);
    expect((await rawGet(`${base}/v1/mf-manifest.json`, { 'If-Modified-Since': since })).status).toBe(304);
    const before = new Date(Date.parse(since) - 60_000).toUTCString();
    expect((await rawGet(`${base}/v1/mf-manifest.json`, { 'If-Modified-Since': before })).status).toBe(200);
  });
});
