import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { CONTAINERS, MANIFEST_FILE, type Container } from '@erp/deployment';
import { HOST_DIR, HOST_DIST, REPO_ROOT, stackConfig } from './paths';
import { isStale } from './staleness';
import { buildHost, inBatches } from './build';
import { containerState, registerRelease, type DeployTarget } from './deploy/deployClient';
import { buildRelease, publishBuild } from './deploy/releaseBuild';
import { stampHostDist } from './hostPage';
import { recordStackBuild, stackBuildOf } from './stackBuilds';
import { frontendSecurityHeaders } from './securityHeaders';
import { startStaticServer } from './staticServer';

type RemoteArea = Container['area'];

/** Two builds at a time: each webpack run takes about a core and a gigabyte. */
const BUILD_CONCURRENCY = 2;

/** Containers with no release at all in the local release storage: they must be built, whatever the API says. */
export function containersWithoutFiles(): Container[] {
  const { deployDir } = stackConfig();
  return CONTAINERS.filter((c) => {
    const dir = path.join(deployDir, c.name);
    if (!fs.existsSync(dir)) return true;
    return !fs.readdirSync(dir).some((v) => fs.existsSync(path.join(dir, v, MANIFEST_FILE)));
  });
}

/**
 * The host carries the shared singletons every remote uses (its copies win), so it is rebuilt whenever its own code
 * or a shared package changed. Remotes are rebuilt only when they have nothing to serve: a new remote version is a
 * deliberate release.
 */
const HOST_SOURCES = [
  path.join(HOST_DIR, 'src'),
  ...['domain', 'session', 'api-client', 'ui', 'federation', 'config'].map((p) =>
    path.join(REPO_ROOT, 'packages', p),
  ),
];

/** The order containers are built in: the login page's first, then the area a sign-in lands on, then the rest. */
const BUILD_ORDER: readonly RemoteArea[] = ['auth', 'shell', 'signup', 'reports', 'admin'];

/** The containers among `containers` in build order (brand variants after their area's default). */
export function inBuildOrder<C extends { area: RemoteArea }>(containers: readonly C[]): C[] {
  return [...containers].sort((a, b) => BUILD_ORDER.indexOf(a.area) - BUILD_ORDER.indexOf(b.area));
}

/** What `buildMissing` needs besides webpack: the running API to publish to, once it answers. */
export interface BuildOptions {
  force?: boolean;
  onLoginBuilt?: () => void;
  /** The local stack's API and its deploy token, resolved once the API answers. */
  target: () => Promise<DeployTarget>;
  /** What a dev server serves instead (`pnpm dev`): the host, containers by name. */
  skip?: { host?: boolean; containers?: readonly string[] };
}

/**
 * Builds the host when it is missing or stale, and every container that has nothing to serve yet: the host and the
 * login area first (two at a time), then the others. Each build is published and activated through the API's deploy
 * API (forced: the stack's own first release of an area is never left out). Containers whose files are there but
 * that the API has no active version of (a database started again) get the stack's own last build registered again
 * once the API answers, or a new build when that build's files are gone. `onLoginBuilt`
 * runs once the login page has everything it needs (at once when nothing of it was missing).
 */
export async function buildMissing(options: BuildOptions): Promise<string[]> {
  const built: string[] = [];
  const skipped = new Set(options.skip?.containers);
  const hostMissing =
    !options.skip?.host && (options.force || isStale(path.join(HOST_DIST, 'index.html'), HOST_SOURCES));
  const notSkipped = (c: Container) => !skipped.has(c.name);
  const first = inBuildOrder(options.force ? CONTAINERS : containersWithoutFiles()).filter(notSkipped);
  let loginJobsLeft = (hostMissing ? 1 : 0) + first.filter((c) => c.area === 'auth').length;
  const loginJobDone = () => {
    loginJobsLeft -= 1;
    if (loginJobsLeft === 0) options.onLoginBuilt?.();
  };
  if (loginJobsLeft === 0) options.onLoginBuilt?.();
  // A build gives its slot back once webpack is done: publishing it waits for the API, which on a first start may
  // still be seeding its database (3 min at load 16, when the first two builds took 2.5), and the next build need
  // not wait with it. Every publication is awaited before buildMissing resolves.
  const publications: Array<Promise<void>> = [];
  const release = async (c: Container, published?: () => void) => {
    const build = await buildRelease(c);
    const publication = (async () => {
      const state = await publishBuild(await options.target(), build, { ativar: true, forcar: true });
      for (const aviso of state.avisos ?? []) console.warn('[stack]', aviso);
      recordStackBuild(c.name, build.versao);
      built.push(`${c.name}@${build.versao}`);
      published?.();
    })();
    // Handled here so a failure waits for the Promise.all below instead of ending the process at once.
    publication.catch(() => undefined);
    publications.push(publication);
  };
  // Files there, no active version (the database started again): the stack's own last build, else a new one.
  const activate = async (target: DeployTarget, c: Container) => {
    const versao = stackBuildOf(c.name);
    if (!versao) return release(c);
    await registerRelease(target, c.name, versao, { ativar: true, forcar: true });
    built.push(`${c.name}@${versao} (registered again)`);
  };
  const jobs: Array<() => Promise<void>> = [];
  if (hostMissing) jobs.push(async () => (await buildHost(), built.push('host'), loginJobDone()));
  for (const c of first) jobs.push(() => release(c, c.area === 'auth' ? loginJobDone : undefined));
  const rest = CONTAINERS.filter((c) => !first.includes(c) && notSkipped(c));
  if (rest.length)
    jobs.push(async () => {
      const target = await options.target();
      for (const c of rest) if (!(await containerState(target, c.name)).ativa) await activate(target, c);
    });
  await inBatches(jobs, BUILD_CONCURRENCY, (job) => job());
  await Promise.all(publications);
  return built;
}

/**
 * Serves the host and every container from its own origin (CONTRACT ports); without the host when a dev server
 * serves it (`pnpm dev`).
 */
export async function serveFrontends(
  target: () => Promise<DeployTarget>,
  env: NodeJS.ProcessEnv = process.env,
  options: { host?: boolean } = {},
): Promise<http.Server[]> {
  // The API's own list (by default the host and every remote, on localhost and 127.0.0.1): a remote's standalone page
  // may load other remotes, and ALLOWED_ORIGINS governs API and static origins alike.
  const config = stackConfig(env);
  const { allowedOrigins: origins, frontendHost, hostPort, remotePorts, deployDir } = config;
  const headers = frontendSecurityHeaders(config, env);
  const servers: http.Server[] = [];
  if (options.host !== false) {
    // Built for one configuration, served with another (other public URLs or API address): the page follows this one.
    stampHostDist(HOST_DIST, config, env);
    servers.push(
      await startStaticServer({
        root: HOST_DIST,
        host: frontendHost,
        port: hostPort,
        allowedOrigins: origins,
        index: 'index.html',
        headers,
      }),
    );
  }
  for (const c of CONTAINERS) {
    const dir = path.join(deployDir, c.name);
    fs.mkdirSync(dir, { recursive: true });
    servers.push(
      await startStaticServer({
        root: dir,
        host: frontendHost,
        port: remotePorts[c.name] ?? c.defaultPort,
        allowedOrigins: origins,
        headers,
        // Opening a remote's origin shows its live version's standalone page (the API knows which one).
        rootRedirect: async () => {
          const { ativa } = await containerState(await target(), c.name);
          return ativa ? `/${encodeURIComponent(ativa)}/` : null;
        },
      }),
    );
  }
  return servers;
}

/** The host's address on the default brand's origin. */
export function describeHost(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${stackConfig(env).hostPort}/`;
}

export async function describeUrls(
  target: () => Promise<DeployTarget>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { apiPort, hostPort, remotePorts } = stackConfig(env);
  const api = await target();
  const remotes = await Promise.all(
    CONTAINERS.map(async (c) => {
      const active = (await containerState(api, c.name)).ativa ?? '—';
      return `  ${c.name.padEnd(15)} http://localhost:${remotePorts[c.name] ?? c.defaultPort}/${active}/mf-manifest.json`;
    }),
  );
  const lines = [
    `  API             http://localhost:${apiPort}/api/`,
    `  ERP Demo        ${describeHost(env)}`,
    `  Acme Gestão     http://127.0.0.1:${hostPort}/`,
    ...remotes,
  ];
  return lines.join('\n');
}
