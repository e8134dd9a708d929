// `pnpm --filter bench bench:release` (issue 32): how long a team waits between releasing its area from its own
// clone and the host's next load getting it, and between an activation or a rollback and the next load seeing it.
// The deployment keeps nothing on the API machine's disk that matters: an S3-compatible bucket (s3rver) holds the
// host and the releases, one API process (embedded database) serves the registry and the deploy API. Baselines from
// the same run: the plain webpack build of the same remote in the same clone (what any release must pay), and one
// unchanged next load (registry answer, manifest and remote entry).
//   SWITCHES=10 pnpm --filter bench bench:release
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@erp/server';
import {
  activateRelease,
  buildHost,
  cloneForTeam,
  containerState,
  HOST_DIST,
  loginOn,
  publishHost,
  rollbackRelease,
  startApiChild,
  startLocalS3,
  untilNextLoadServes,
} from '@erp/stack';
import { median } from './stats';

const SWITCHES = Number(process.env.SWITCHES ?? 10);
const AREA_FOLDER = 'remote-reports';
const CONTAINER = 'reports';
const PREFIX = 'bench/';
const BRAND = 1;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const value = await task();
  return [value, Date.now() - started];
}

async function main(): Promise<void> {
  const s3 = await startLocalS3();
  const env = {
    STORAGE_URL: s3.storageUrl(PREFIX),
    ...s3.credentials,
    SEED_DEMO: '1',
    REMOTES_PUBLIC_BASE: s3.objectUrl(`${PREFIX}releases`),
    HOST_MANIFEST: s3.objectUrl(`${PREFIX}host/mf-manifest.json`),
  };
  const api = await startApiChild(env, 600_000);
  const clone = await timed(() => cloneForTeam());
  const team = clone[0];
  try {
    if (!fs.existsSync(path.join(HOST_DIST, 'index.html'))) await buildHost();
    await publishHost(HOST_DIST, s3, `${PREFIX}host/`, loadConfig({ ...process.env, ...env }), env);
    const staff = await loginOn(api.url, 'suporte@demo.com.br');
    const created = await fetch(`${api.url}/api/Admin/tokens-deploy`, {
      method: 'POST',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'bench:release', container: CONTAINER }),
    });
    const { token } = (await created.json()) as { token: string };
    const target = { api: api.url, token };

    // 1. The release from the clean clone (webpack's cache empty), timed to the next load that gets it.
    const release = async () => {
      const started = Date.now();
      const released = await team.release(AREA_FOLDER, api.url, token, { activate: true });
      const commandMs = Date.now() - started;
      if (released.code !== 0) throw new Error(`release: ${released.output}`);
      const { ativa } = await containerState(target, CONTAINER);
      await untilNextLoadServes(api.url, BRAND, CONTAINER, ativa!, 30_000);
      return { commandMs, visibleMs: Date.now() - started };
    };
    const cold = await release();
    // 2. Baseline: the same remote's plain build in the same clone, its cache emptied first as for the release.
    fs.rmSync(path.join(team.dir, AREA_FOLDER, 'node_modules/.cache'), { recursive: true, force: true });
    const [build, buildMs] = await timed(() => team.run('pnpm', ['--filter', AREA_FOLDER, 'build']));
    if (build.code !== 0) throw new Error(`build: ${build.output}`);
    // 3. A second release from the same clone, webpack's cache kept (a CI runner that caches it).
    const warm = await release();

    // Activation and rollback, alternately, each timed from the call to the next load that gets the version.
    const latest = (await containerState(target, CONTAINER)).ativa!;
    const rollbacks: number[] = [];
    const activations: number[] = [];
    for (let i = 0; i < SWITCHES; i += 1) {
      const rollbackStarted = Date.now();
      const back = await rollbackRelease(target, CONTAINER);
      await untilNextLoadServes(api.url, BRAND, CONTAINER, back.ativa!, 10_000);
      rollbacks.push(Date.now() - rollbackStarted);
      const activationStarted = Date.now();
      await activateRelease(target, CONTAINER, latest);
      await untilNextLoadServes(api.url, BRAND, CONTAINER, latest, 10_000);
      activations.push(Date.now() - activationStarted);
    }
    const unchanged: number[] = [];
    for (let i = 0; i < SWITCHES; i += 1)
      unchanged.push((await timed(() => untilNextLoadServes(api.url, BRAND, CONTAINER, latest, 10_000)))[1]);

    const ms = (values: number[]) =>
      `median ${median(values)} ms, best ${Math.min(...values)} ms, worst ${Math.max(...values)} ms`;
    console.log(
      [
        `[bench:release] ${CONTAINER} from a clean clone, then ${SWITCHES} rollbacks and activations`,
        `  clone + offline install        ${seconds(clone[1])}`,
        `  baseline: the build alone      ${seconds(buildMs)} (pnpm --filter ${AREA_FOLDER} build, cache emptied)`,
        `  release → visible, clean clone ${seconds(cold.visibleMs)} (the command: ${seconds(cold.commandMs)})`,
        `  release → visible, cache kept  ${seconds(warm.visibleMs)} (the command: ${seconds(warm.commandMs)})`,
        `  rollback → visible             ${ms(rollbacks)}`,
        `  activation → visible           ${ms(activations)}`,
        `  baseline: an unchanged load    ${ms(unchanged)}`,
      ].join('\n'),
    );
  } finally {
    team.remove();
    await api.stop();
    await s3.close();
  }
}

main().catch((error: unknown) => {
  console.error('[bench:release]', error instanceof Error ? error.message : error);
  process.exit(1);
});
