import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@erp/server';
import { buildHost } from '../build';
import { HOST_DIST, REPO_ROOT } from '../paths';
import { copyOfStackBuild } from '../stackBuilds';
import { loginOn, startApiChild, type ApiChild } from '../realServices/apiChild';
import { authenticatedSocket } from '../realServices/socketClient';
import { freePort } from '../services/freePort';
import { startLocalPostgres, type LocalPostgres } from '../services/localPostgres';
import { startLocalProxy, type LocalProxy } from '../services/localProxy';
import { startLocalRedis, type LocalRedis } from '../services/localRedis';
import { startLocalS3, type LocalS3 } from '../services/localS3';
import { findContainer } from '@erp/deployment';
import { containerState } from '../deploy/deployClient';
import { buildRelease, publishBuild } from '../deploy/releaseBuild';
import { hostNextLoad, untilNextLoadServes } from '../delivery/hostNextLoad';
import { cloneForTeam } from '../delivery/teamClone';
import { publishHost } from './publishHost';

// `pnpm test:scale`: a deployment with nothing on the API machines' disks. PostgreSQL, Redis and an S3-compatible
// server (s3rver) started from their own folders on free ports, TWO API processes on them behind HAProxy
// (round-robin, health-checked), the host published to the bucket and served from its HTTP endpoint.
const describeScaleOut = process.env.ERP_SCALE_OUT === '1' ? describe : describe.skip;

/** Everything of this deployment lives under one prefix of the bucket. */
const PREFIX = 'prod/';
/** A 1×1 PNG: avatars and brand images are checked by their magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let postgres: LocalPostgres;
let redis: LocalRedis;
let s3: LocalS3;
let proxy: LocalProxy;
let a: ApiChild;
let b: ApiChild;
let env: Record<string, string>;

/** The API's error answer. */
interface ApiError {
  error: { message: string };
}

const authorized = (token: string, headers: Record<string, string> = {}) => ({
  authorization: token,
  ...headers,
});

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nada em ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Both machines back in the balancer's rotation: each ready for longer than HAProxy's `rise 2` × `inter 1s`. */
async function bothInRotation(): Promise<void> {
  const ready = async (api: ApiChild) => (await fetch(`${api.url}/api/health/ready`)).status === 200;
  await until('rotação', async () => ((await ready(a)) && (await ready(b)) ? true : null), 60_000);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await until('balancer', async () => ((await fetch(`${proxy.url}/api/ping`)).ok ? true : null));
}

describeScaleOut('scale-out: two API machines, PostgreSQL, Redis and a bucket behind a load balancer', () => {
  beforeAll(async () => {
    [postgres, redis, s3] = await Promise.all([startLocalPostgres(), startLocalRedis(), startLocalS3()]);
    const proxyPort = await freePort();
    env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      STORAGE_URL: s3.storageUrl(PREFIX),
      ...s3.credentials,
      SEED_DEMO: '1',
      PUBLIC_API_URL: `http://127.0.0.1:${proxyPort}/api/`,
      REMOTES_PUBLIC_BASE: s3.objectUrl(`${PREFIX}releases`),
      // Releases are checked against the host the bucket serves, not a build on the API machine's disk.
      HOST_MANIFEST: s3.objectUrl(`${PREFIX}host/mf-manifest.json`),
      TRUST_PROXY: '1',
      REPORTS_CONCURRENCY: '1',
      // A machine that dies mid-report: the other declares the job interrupted within seconds.
      REPORTS_LEASE_SECONDS: '3',
    };
    // Both start at once, as an autoscaler starts them: one migrates and seeds, the other waits for its lock.
    [a, b] = await Promise.all([startApiChild(env, 180_000), startApiChild(env, 180_000)]);
    proxy = await startLocalProxy([a.port, b.port], proxyPort);
    // The host of this run's builds (`pnpm test` built it); built here only when missing.
    if (!fs.existsSync(path.join(HOST_DIST, 'index.html'))) await buildHost();
    await publishHost(HOST_DIST, s3, `${PREFIX}host/`, loadConfig(env), env);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), proxy?.close()]);
    await Promise.all([redis?.close(), s3?.close()]);
    postgres?.close();
  }, 60_000);

  it('puts both machines in rotation once /api/health/ready answers 200 on each', async () => {
    for (const api of [a, b]) {
      const res = await fetch(`${api.url}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
    }
    // HAProxy needs two passing checks (`rise 2`, one a second) before it sends traffic.
    await until('balancer', async () => ((await fetch(`${proxy.url}/api/ping`)).ok ? true : null));
    // Each migration applied once although both machines started at the same moment.
    const [applied, distinct] = postgres
      .query('select count(*), count(distinct hash) from drizzle.__drizzle_migrations')[0]!
      .split('|');
    expect(applied).toBe(distinct);
  });

  it('serves the host from the bucket: its page stamped with the CSP, the API behind the balancer and the remotes', async () => {
    const page = await fetch(s3.objectUrl(`${PREFIX}host/index.html`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' ${s3.objectUrl(`${PREFIX}releases`)}/auth/ `);
    expect(csp).toContain(`connect-src 'self'`);
    expect(csp).toContain(proxy.url);
    const apiList = /<meta name="erp-api-list" content="([^"]+)"/.exec(html)?.[1];
    expect(apiList).toBe(`${proxy.url}/api-list.json`);
    const brands = (await (await fetch(apiList!)).json()) as unknown[];
    expect(brands.length).toBeGreaterThanOrEqual(2);
    // A hashed script of the page: immutable, readable from any brand's page.
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    const chunk = await fetch(s3.objectUrl(`${PREFIX}host/${script}`), {
      headers: { origin: 'https://erp.example.com' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('downloads a report generated through one machine from the other', async () => {
    const token = await loginOn(a.url, 'admin@demo.com.br');
    const started = await fetch(`${a.url}/api/Relatorios/gerar/vendas/pdf`, {
      method: 'POST',
      headers: authorized(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ dataInicial: '2020-03-01', dataFinal: '2020-03-31' }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    await until(
      'relatório',
      async () => (postgres.query(`select status from relatorios where id = ${id}`)[0] === '1' ? true : null),
      120_000,
    );
    // Whichever machine rendered it, both serve it.
    for (const api of [b, a]) {
      const link = await fetch(`${api.url}/api/Relatorios/${id}/arquivo/link`, {
        method: 'POST',
        headers: authorized(token),
      });
      expect(link.status).toBe(200);
      const { url } = (await link.json()) as { url: string };
      const file = await fetch(new URL(url, api.url), { redirect: 'follow' });
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 180_000);

  it('shows an avatar and a brand logo uploaded on one machine from the other', async () => {
    const seller = await loginOn(a.url, 'vendedor@demo.com.br');
    const uploaded = await fetch(`${a.url}/api/Usuarios/avatar`, {
      method: 'POST',
      headers: authorized(seller, { 'content-type': 'image/png' }),
      body: new Uint8Array(PNG),
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = (await uploaded.json()) as { avatar: string };
    const shown = await fetch(new URL(new URL(avatar, env.PUBLIC_API_URL).pathname, b.url));
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);

    const staff = await loginOn(a.url, 'suporte@demo.com.br');
    const form = new FormData();
    form.set('idConfig', '2');
    form.set('tipo', 'logo');
    form.set('arquivo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const logo = await fetch(`${a.url}/api/ConfigWhiteLabels/upload`, {
      method: 'POST',
      headers: authorized(staff),
      body: form,
    });
    expect(logo.status).toBe(200);
    const { url } = (await logo.json()) as { url: string };
    const logoFromB = await fetch(new URL(new URL(url, env.PUBLIC_API_URL).pathname, b.url));
    expect(logoFromB.status).toBe(200);
    expect(Buffer.from(await logoFromB.arrayBuffer())).toEqual(PNG);
  }, 60_000);

  it('keeps a WebSocket through the round-robin balancer on one machine and pushes to it from either', async () => {
    const seller = await loginOn(proxy.url, 'vendedor@demo.com.br');
    const me = (await (
      await fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(seller) })
    ).json()) as { id: number };
    // The product's client asks for a WebSocket first: one connection, so no sticky sessions are needed for it.
    const socket = await authenticatedSocket(proxy.url, seller);
    try {
      const received: string[] = [];
      socket.on('alerta', (payload: { texto: string }) => received.push(payload.texto));
      const admin = await loginOn(a.url, 'admin@demo.com.br');
      for (const api of [a, b]) {
        const sent = await fetch(`${api.url}/api/Alertas`, {
          method: 'POST',
          headers: authorized(admin, { 'content-type': 'application/json' }),
          body: JSON.stringify({ usuarioId: me.id, tipo: 'info', texto: `via ${api.port}` }),
        });
        expect(sent.status).toBe(200);
      }
      await until('alertas', async () => (received.length >= 2 ? true : null), 10_000);
      expect(received.sort()).toEqual([`via ${a.port}`, `via ${b.port}`].sort());
    } finally {
      socket.close();
    }
  }, 60_000);

  it("takes a remote released from a team's own clone with its deploy token, refuses what it must, and shows a rollback from the screen on the next load within 2 s", async () => {
    const staff = await loginOn(proxy.url, 'suporte@demo.com.br');
    // The operator makes each team its token in the administration area (the screen's call).
    const tokenFor = async (container: string) => {
      const res = await fetch(`${proxy.url}/api/Admin/tokens-deploy`, {
        method: 'POST',
        headers: authorized(staff, { 'content-type': 'application/json' }),
        body: JSON.stringify({ nome: `CI ${container}`, container }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    const [reportsToken, authToken] = [await tokenFor('reports'), await tokenFor('auth')];
    const reportsTarget = { api: proxy.url, token: reportsToken };
    const refusal = async (res: Response) => [res.status, ((await res.json()) as ApiError).error.message];
    const putFile = (token: string, versao: string, file: string) =>
      fetch(`${proxy.url}/api/deploy/reports/versoes/${versao}/arquivos/${file}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: 'console.log(1)',
      });

    // Refused, and nothing becomes active: a bad token, another container's token, a release with no manifest.
    expect(await refusal(await putFile(`erpdeploy_${'x'.repeat(43)}`, 'v-falso', 'remoteEntry.js'))).toEqual([
      401,
      'Token de deploy inválido ou revogado.',
    ]);
    expect(await refusal(await putFile(authToken, 'v-outro', 'remoteEntry.js'))).toEqual([
      403,
      'Este token de deploy é do container auth; não pode publicar em reports.',
    ]);
    expect(await putFile(reportsToken, 'v-sem-manifesto', 'remoteEntry.js')).toHaveProperty('status', 204);
    const halfUploaded = await fetch(`${proxy.url}/api/deploy/reports/versoes/v-sem-manifesto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reportsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ativar: true }),
    });
    expect(await refusal(halfUploaded)).toEqual([
      422,
      'A versão v-sem-manifesto de reports não tem mf-manifest.json: o envio não terminou. Nada foi publicado.',
    ]);
    expect(await containerState(reportsTarget, 'reports')).toMatchObject({ ativa: null, versoes: [] });

    // The platform's first release of the area, from this checkout: the e2e run's build of it when there is one (the
    // same sources; a webpack build less on CI's two cores), else a new build.
    const reports = findContainer('reports')!;
    const e2eStack = loadConfig({ DATA_DIR: path.join(REPO_ROOT, '.data-e2e') });
    const first = await publishBuild(
      reportsTarget,
      copyOfStackBuild(reports, e2eStack) ?? (await buildRelease(reports)),
      {
        ativar: true,
      },
    );
    const v1 = first.ativa!;
    await untilNextLoadServes(proxy.url, 1, 'reports', v1, 10_000);

    // The reports team's pipeline: its own clone, built there, released through the balancer with its token.
    const clone = await cloneForTeam();
    try {
      const released = await clone.release('remote-reports', proxy.url, reportsToken, { activate: true });
      expect(released.code).toBe(0);
      expect(released.output).not.toContain(reportsToken);
      const v2 = (await containerState(reportsTarget, 'reports')).ativa!;
      expect(v2).not.toBe(v1);
      expect(released.output).toContain(`reports ${v2} is live`);
      // Whichever machine the host's next load reaches, it gets the new version from the bucket.
      for (const api of [a, b]) {
        expect(await hostNextLoad(api.url, 1, 'reports')).toMatchObject({
          version: v2,
          entry: s3.objectUrl(`${PREFIX}releases/reports/${v2}/mf-manifest.json`),
        });
      }

      // The operator rolls brand 1 back from the releases screen: its next load gets v1 again within 2 s.
      const rolledBack = await fetch(`${proxy.url}/api/Admin/remotes/reports/rollback`, {
        method: 'POST',
        headers: authorized(staff, { 'content-type': 'application/json' }),
        body: JSON.stringify({ idConfig: 1 }),
      });
      expect(rolledBack.status).toBe(200);
      const visibleAfterMs = await untilNextLoadServes(proxy.url, 1, 'reports', v1, 2000);
      expect(visibleAfterMs).toBeLessThan(2000);
      for (const api of [a, b])
        expect(await hostNextLoad(api.url, 1, 'reports')).toHaveProperty('version', v1);
      // Brand 2 still follows the global version the team released.
      expect(await hostNextLoad(proxy.url, 2, 'reports')).toHaveProperty('version', v2);
    } finally {
      clone.remove();
    }
  }, 900_000);

  it('keeps serving through the balancer when a machine is killed mid-way, and loses nothing it acknowledged', async () => {
    // The clone's build before this loaded the machine enough to fail readiness checks: start with both in rotation.
    await bothInRotation();
    const admin = await loginOn(proxy.url, 'admin@demo.com.br');
    const me = (await (
      await fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(admin) })
    ).json()) as { id: number };
    const text = `kill-${Date.now()}`;
    // A report started just before the kill: whoever runs it, it ends (done, or interrupted with a message).
    const report = await fetch(`${a.url}/api/Relatorios/gerar/financeiro/xlsx`, {
      method: 'POST',
      headers: authorized(admin, { 'content-type': 'application/json' }),
      body: JSON.stringify({ dataInicial: '2020-01-01', dataFinal: '2020-12-31' }),
    });
    expect(report.status).toBe(202);
    const reportId = ((await report.json()) as { id: number }).id;

    const outcomes: Array<{ kind: 'read' | 'write'; status: number }> = [];
    let killed = false;
    for (let i = 0; i < 60; i += 1) {
      if (i === 20) {
        a.child.kill('SIGKILL');
        killed = true;
      }
      const [read, write] = await Promise.all([
        fetch(`${proxy.url}/api/Usuarios/getUserInfo`, { headers: authorized(admin) }).then((r) => r.status),
        fetch(`${proxy.url}/api/Alertas`, {
          method: 'POST',
          headers: authorized(admin, { 'content-type': 'application/json' }),
          body: JSON.stringify({ usuarioId: me.id, tipo: 'info', texto: `${text}-${i}` }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      ]);
      outcomes.push({ kind: 'read', status: read }, { kind: 'write', status: write });
    }
    expect(killed).toBe(true);
    await a.exited;
    // Every read answered: a request the dead machine could not take went to the other one.
    expect(outcomes.filter((o) => o.kind === 'read' && o.status !== 200)).toEqual([]);
    // Every write the client saw acknowledged is in the database; a write cut short is reported as failed, never
    // silently dropped (and never repeated: POSTs are not retried by the balancer).
    const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 200).length;
    const stored = Number(postgres.query(`select count(*) from alertas where texto like '${text}-%'`)[0]);
    expect(stored).toBe(acknowledged);
    expect(acknowledged).toBeGreaterThanOrEqual(58);
    // The balancer took the dead machine out; the survivor reports itself ready.
    expect((await fetch(`${proxy.url}/api/health/ready`)).status).toBe(200);
    const status = await until(
      'relatório após a queda',
      async () => {
        const [row] = postgres.query(
          `select status, coalesce(erro, '') from relatorios where id = ${reportId}`,
        );
        return row && !row.startsWith('0|') ? row : null;
      },
      60_000,
    );
    expect(status).toMatch(/^1\||^2\|.+/);
  }, 180_000);
});
