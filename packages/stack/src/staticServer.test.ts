import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheControlFor, startStaticServer } from './staticServer';

describe('cacheControlFor', () => {
  it('never caches the files that name other files', () => {
    // releases.json is never served (404), so it has no cache rule of its own.
    expect(cacheControlFor('/d/auth/releases.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/auth/v1/mf-manifest.json')).toMatch(/no-cache/);
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
    fs.writeFileSync(path.join(root, 'releases.json'), '{"active":"v1","history":["v1"]}');
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'segredo');
    fs.writeFileSync(path.join(root, 'v1', 'index.html'), '<title>remote</title>');
    server = await startStaticServer({
      root,
      host: '127.0.0.1',
      port: 0,
      allowedOrigins: ['http://localhost:8080'],
      rootRedirect: () => '/v1/',
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

  it('does not serve the release log nor anything outside its root', async () => {
    expect((await fetch(`${base}/releases.json`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Foutside-secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/v1/missing.js`)).status).toBe(404);
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
