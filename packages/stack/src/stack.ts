import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { CONTAINERS, isBuilt, readReleaseLog, type Container } from '@erp/deployment';

type RemoteArea = Container['area'];
import { HOST_DIR, HOST_DIST, REPO_ROOT, stackConfig } from './paths';
import { isStale } from './staleness';
import { buildHost, inBatches, releaseContainer } from './build';
import { stampHostDist } from './hostPage';
import { frontendSecurityHeaders } from './securityHeaders';
import { startStaticServer } from './staticServer';

/** Two builds at a time: each webpack run takes about a core and a gigabyte. */
const BUILD_CONCURRENCY = 2;

/** Containers without an active release on disk. */
export function containersToBuild(): typeof CONTAINERS {
  const { deployDir } = stackConfig();
  return CONTAINERS.filter((c) => {
    const { active } = readReleaseLog(deployDir, c.name);
    return !active || !isBuilt(deployDir, c.name, active);
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

/**
 * Builds the host when it is missing or stale, and every container that has nothing to serve yet: the host and the
 * login area first (two at a time), then the others. `onLoginBuilt` runs once the login page has everything it
 * needs (at once when nothing of it was missing), while the others may still be building.
 */
export async function buildMissing(
  options: {
    force?: boolean;
    onLoginBuilt?: () => void;
    /** What a dev server serves instead (`pnpm dev`): the host, containers by name. */
    skip?: { host?: boolean; containers?: readonly string[] };
  } = {},
): Promise<string[]> {
  const built: string[] = [];
  const skipped = new Set(options.skip?.containers);
  const hostMissing =
    !options.skip?.host && (options.force || isStale(path.join(HOST_DIST, 'index.html'), HOST_SOURCES));
  const containers = inBuildOrder(options.force ? CONTAINERS : containersToBuild()).filter(
    (c) => !skipped.has(c.name),
  );
  let loginJobsLeft = (hostMissing ? 1 : 0) + containers.filter((c) => c.area === 'auth').length;
  const loginJobDone = () => {
    loginJobsLeft -= 1;
    if (loginJobsLeft === 0) options.onLoginBuilt?.();
  };
  if (loginJobsLeft === 0) options.onLoginBuilt?.();
  const jobs: Array<() => Promise<void>> = [];
  if (hostMissing) jobs.push(async () => (await buildHost(), built.push('host'), loginJobDone()));
  for (const c of containers)
    jobs.push(async () => {
      built.push(`${c.name}@${await releaseContainer(c)}`);
      if (c.area === 'auth') loginJobDone();
    });
  await inBatches(jobs, BUILD_CONCURRENCY, (job) => job());
  return built;
}

/**
 * Serves the host and every container from its own origin (CONTRACT ports); without the host when a dev server
 * serves it (`pnpm dev`).
 */
export async function serveFrontends(
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
        // Opening a remote's origin shows its live version's standalone page.
        rootRedirect: () => {
          const { active } = readReleaseLog(deployDir, c.name);
          return active ? `/${encodeURIComponent(active)}/` : null;
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

export function describeUrls(env: NodeJS.ProcessEnv = process.env): string {
  const { apiPort, hostPort, remotePorts, deployDir } = stackConfig(env);
  const lines = [
    `  API             http://localhost:${apiPort}/api/`,
    `  ERP Demo        ${describeHost(env)}`,
    `  Acme Gestão     http://127.0.0.1:${hostPort}/`,
    ...CONTAINERS.map((c) => {
      const active = readReleaseLog(deployDir, c.name).active ?? '—';
      return `  ${c.name.padEnd(15)} http://localhost:${remotePorts[c.name] ?? c.defaultPort}/${active}/mf-manifest.json`;
    }),
  ];
  return lines.join('\n');
}
