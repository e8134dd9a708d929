import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { CONTAINERS, isBuilt, readReleaseLog } from '@erp/deployment';
import { HOST_DIR, HOST_DIST, REPO_ROOT, stackConfig } from './paths';
import { isStale } from './staleness';
import { buildHost, inBatches, releaseContainer } from './build';
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

/** Builds the host when it is missing or stale, and every container that has nothing to serve yet. */
export async function buildMissing(options: { force?: boolean } = {}): Promise<string[]> {
  const built: string[] = [];
  const hostMissing = options.force || isStale(path.join(HOST_DIST, 'index.html'), HOST_SOURCES);
  const containers = options.force ? CONTAINERS : containersToBuild();
  const jobs: Array<() => Promise<void>> = [];
  if (hostMissing) jobs.push(async () => (await buildHost(), void built.push('host')));
  for (const c of containers)
    jobs.push(async () => void built.push(`${c.name}@${await releaseContainer(c)}`));
  await inBatches(jobs, BUILD_CONCURRENCY, (job) => job());
  return built;
}

/** Serves the host and every container from its own origin (CONTRACT ports). */
export async function serveFrontends(env: NodeJS.ProcessEnv = process.env): Promise<http.Server[]> {
  // The API's own list (by default the host and every remote, on localhost and 127.0.0.1): a remote's standalone page
  // may load other remotes, and ALLOWED_ORIGINS governs API and static origins alike.
  const config = stackConfig(env);
  const { allowedOrigins: origins, frontendHost, hostPort, remotePorts, deployDir } = config;
  const headers = frontendSecurityHeaders(config, env);
  const servers = [
    await startStaticServer({
      root: HOST_DIST,
      host: frontendHost,
      port: hostPort,
      allowedOrigins: origins,
      index: 'index.html',
      headers,
    }),
  ];
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

export function describeUrls(env: NodeJS.ProcessEnv = process.env): string {
  const { apiPort, hostPort, remotePorts, deployDir } = stackConfig(env);
  const lines = [
    `  API             http://localhost:${apiPort}/api/`,
    `  ERP Demo        http://localhost:${hostPort}/`,
    `  Acme Gestão     http://127.0.0.1:${hostPort}/`,
    ...CONTAINERS.map((c) => {
      const active = readReleaseLog(deployDir, c.name).active ?? '—';
      return `  ${c.name.padEnd(15)} http://localhost:${remotePorts[c.name] ?? c.defaultPort}/${active}/mf-manifest.json`;
    }),
  ];
  return lines.join('\n');
}
