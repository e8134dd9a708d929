import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { overrideRefusal, type OverridePolicy } from '../../releases/remoteOverride';
import { startTestServer, type TestServer } from '../../testing/testServer';

const PREVIEW = 'https://preview.equipe.test';

let t: TestServer;
let manifests: http.Server;
let manifestOrigin = '';
/** What the fake build server answers at /good.json and /bad.json. */
const BUILDS: Record<string, unknown> = {
  '/bad.json': { name: 'shell', exposes: [], shared: [] },
};

beforeAll(async () => {
  // The running host's singletons, as its built manifest lists them.
  const hostManifest = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'host-')), 'mf-manifest.json');
  fs.writeFileSync(
    hostManifest,
    JSON.stringify({
      name: 'host',
      exposes: [],
      shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }],
    }),
  );
  t = await startTestServer({
    REMOTE_PREVIEW_ORIGINS: PREVIEW,
    REMOTE_PUBLIC_HOST: 'localhost',
    HOST_MANIFEST: hostManifest,
  });
  manifests = http.createServer((req, res) => {
    const body = BUILDS[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => manifests.listen(0, '127.0.0.1', resolve));
  manifestOrigin = `http://127.0.0.1:${(manifests.address() as AddressInfo).port}`;
});
afterAll(async () => {
  manifests.closeAllConnections();
  manifests.close();
  await t.close();
});

async function check(container: string, entry: string, token?: string) {
  return t.app.inject({
    url: `/api/remotes/substituicao?container=${container}&entry=${encodeURIComponent(entry)}`,
    headers: token ? { authorization: token } : {},
  });
}

describe('GET /api/remotes/substituicao (a browser loading another build of an area)', () => {
  it('lets a visitor load a build on their own machine from a development API, after its contract check', async () => {
    const res = await check('shell', `${manifestOrigin}/bad.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const result = res.json<{ ok: boolean; faltando: string[] }>();
    expect(result.ok).toBe(false);
    expect(result.faltando).toContain('módulo exposto "Routes"');
  });

  it('refuses any other address to a visitor, without reading it', async () => {
    const res = await check('shell', `${PREVIEW}/shell/mf-manifest.json`);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/Só a equipe do produto/);
  });

  it("refuses a brand's administrators and a company's: only product-owner staff may", async () => {
    for (const email of ['master@demo.com.br', 'admin@demo.com.br']) {
      const res = await check('shell', `${PREVIEW}/shell/mf-manifest.json`, await t.login(email));
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets staff load a preview origin staff allowed, and refuses them any other', async () => {
    const staff = await t.login('suporte@demo.com.br');
    const allowed = await check('shell', `${PREVIEW}/shell/mf-manifest.json`, staff);
    // Allowed, then checked: the preview server does not exist here, so the check says so.
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<{ ok: boolean }>().ok).toBe(false);
    const other = await check('shell', 'https://outro.test/shell/mf-manifest.json', staff);
    expect(other.statusCode).toBe(403);
    expect(other.json<{ error: { message: string } }>().error.message).toMatch(/não é uma versão publicada/);
  });

  it('answers bad input with a Portuguese 400', async () => {
    for (const query of [
      'container=shell&entry=javascript:alert(1)',
      'container=SHELL!&entry=http://localhost/x.json',
      '',
    ]) {
      const res = await t.app.inject(`/api/remotes/substituicao?${query}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

// Last: the limit, once reached, holds for a minute for every test from this address.
describe('GET /api/remotes/substituicao, checks per minute', () => {
  it("does not limit a development API's checks of builds on this machine (pnpm dev's host checks its areas on every page load)", async () => {
    for (let i = 0; i < 35; i += 1)
      expect((await check('shell', `${manifestOrigin}/bad.json`)).statusCode).toBe(200);
  });

  it('limits the checks of any other address from one network', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i += 1)
      codes.push((await check('shell', `${PREVIEW}/x/mf-manifest.json`)).statusCode);
    expect(codes.slice(0, 25).every((code) => code === 403)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('overrideRefusal', () => {
  const policy = (production: boolean): OverridePolicy => ({
    production,
    publishedEntries: (c) => (c === 'shell' ? ['https://remotes.erp.test/v7/mf-manifest.json'] : []),
    previewOrigins: [PREVIEW],
  });
  const ask = (entry: string, staff: boolean, production = true) =>
    overrideRefusal({ container: 'shell', entry: new URL(entry), staff }, policy(production));

  it('in production, refuses loopback builds to everyone but staff', () => {
    expect(ask('http://localhost:9083/mf-manifest.json', false)).toMatch(/Só a equipe do produto/);
    expect(ask('http://localhost:9083/mf-manifest.json', true)).toMatch(/não é uma versão publicada/);
    expect(ask('http://localhost:9083/mf-manifest.json', false, false)).toBeNull();
  });

  it("lets staff load the area's published versions and the allowed preview origins only", () => {
    expect(ask('https://remotes.erp.test/v7/mf-manifest.json', true)).toBeNull();
    expect(ask(`${PREVIEW}/any/mf-manifest.json`, true)).toBeNull();
    expect(ask('https://remotes.erp.test/v7/mf-manifest.json', false)).not.toBeNull();
    expect(ask('https://preview.equipe.test.evil.test/mf-manifest.json', true)).not.toBeNull();
  });
});
