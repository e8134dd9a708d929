import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@erp/server';
import { buildHost } from '../build';
import { cloneForTeam, type TeamClone } from '../delivery/teamClone';
import { HOST_DIST } from '../paths';
import { DEMO_ACCOUNTS_SEED_SCALE, startApiChild, type ApiChild } from '../realServices/apiChild';
import { freePort } from '../services/freePort';
import { startLocalPostgres, type LocalPostgres } from '../services/localPostgres';
import { startLocalProxy, type LocalProxy } from '../services/localProxy';
import { startLocalRedis, type LocalRedis } from '../services/localRedis';
import { startLocalS3, type LocalS3 } from '../services/localS3';
import { publishHost } from './publishHost';

// The shared kit of `pnpm test:scale` (scaleOut.test.ts and the parts it runs): a deployment with nothing on the API
// machines' disks. PostgreSQL, Redis and an S3-compatible server (s3rver) started from their own folders on free
// ports, TWO API processes on them behind HAProxy (round-robin, health-checked), the host published to the bucket and
// served from its HTTP endpoint.

/** Everything of this deployment lives under one prefix of the bucket. */
export const PREFIX = 'prod/';

/** The running deployment: each field is set once its piece has started (a failed start stops what did). */
export interface ScaleOut {
  postgres: LocalPostgres;
  redis: LocalRedis;
  s3: LocalS3;
  proxy: LocalProxy;
  a: ApiChild;
  b: ApiChild;
  /** The API machines' environment. */
  env: Record<string, string>;
  /**
   * A team's own checkout of the product, cloned and installed while the machines start (what a CI runner with a
   * dependency cache has ready before its `pnpm release`); removed by `stopScaleOut`.
   */
  teamClone: Promise<TeamClone>;
}

/** The API's error answer. */
export interface ApiError {
  error: { message: string };
}

export const authorized = (token: string, headers: Record<string, string> = {}) => ({
  authorization: token,
  ...headers,
});

/** Asks `probe` every 250 ms until it answers something other than null (a throw counts as null). */
export async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nada em ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts the whole deployment into `into` (fields filled as they start, so `stopScaleOut` can stop a partial one). */
export async function startScaleOut(into: Partial<ScaleOut>): Promise<ScaleOut> {
  const clone = cloneForTeam();
  // Awaited by the release part; a failure is reported there, not as an unhandled rejection now.
  clone.catch(() => undefined);
  into.teamClone = clone;
  [into.postgres, into.redis, into.s3] = await Promise.all([
    startLocalPostgres(),
    startLocalRedis(),
    startLocalS3(),
  ]);
  const { postgres, redis, s3 } = into;
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    STORAGE_URL: s3.storageUrl(PREFIX),
    ...s3.credentials,
    SEED_DEMO: '1',
    SEED_SCALE: DEMO_ACCOUNTS_SEED_SCALE,
    PUBLIC_API_URL: `http://127.0.0.1:${proxyPort}/api/`,
    REMOTES_PUBLIC_BASE: s3.objectUrl(`${PREFIX}releases`),
    // Releases are checked against the host the bucket serves, not a build on the API machine's disk.
    HOST_MANIFEST: s3.objectUrl(`${PREFIX}host/mf-manifest.json`),
    TRUST_PROXY: '1',
    REPORTS_CONCURRENCY: '1',
    // A machine that dies mid-report: the other declares the job interrupted within seconds.
    REPORTS_LEASE_SECONDS: '3',
  };
  into.env = env;
  // Both start at once, as an autoscaler starts them: one migrates and seeds, the other waits for its lock.
  const [a, b] = await Promise.allSettled([startApiChild(env, 180_000), startApiChild(env, 180_000)]);
  if (a.status === 'fulfilled') into.a = a.value;
  if (b.status === 'fulfilled') into.b = b.value;
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  into.proxy = await startLocalProxy([a.value.port, b.value.port], proxyPort);
  // The host of this run's builds (`pnpm test` built it); built here only when missing.
  if (!fs.existsSync(path.join(HOST_DIST, 'index.html'))) await buildHost();
  await publishHost(HOST_DIST, s3, `${PREFIX}host/`, loadConfig(env), env);
  return into as ScaleOut;
}

/** Stops whatever of the deployment started, and removes the team's clone. */
export async function stopScaleOut(d: Partial<ScaleOut>): Promise<void> {
  await Promise.all([
    d.a?.stop(),
    d.b?.stop(),
    d.proxy?.close(),
    d.teamClone?.then(
      (clone) => clone.remove(),
      () => undefined,
    ),
  ]);
  await Promise.all([d.redis?.close(), d.s3?.close()]);
  d.postgres?.close();
}

/** Both machines back in the balancer's rotation: each ready for longer than HAProxy's `rise 2` × `inter 1s`. */
export async function bothInRotation({ a, b, proxy }: ScaleOut): Promise<void> {
  const ready = async (api: ApiChild) => (await fetch(`${api.url}/api/health/ready`)).status === 200;
  await until('rotação', async () => ((await ready(a)) && (await ready(b)) ? true : null), 60_000);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await until('balancer', async () => ((await fetch(`${proxy.url}/api/ping`)).ok ? true : null));
}
