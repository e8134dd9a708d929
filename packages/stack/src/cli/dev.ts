// `pnpm dev <area…>`: what `pnpm start` starts, but the host and the named areas are served by webpack-dev-server in
// development mode, with hot updates and React Fast Refresh, and the host loads those areas from their dev servers
// (the same remote override a browser can set by hand: one way to load a remote from somewhere else). The other
// areas are served exactly as `pnpm start` serves them. `pnpm dev api` restarts the API on every change to its
// sources. Ports: the host keeps HOST_PORT (8080; the brands are bound to that origin), an area's dev server listens
// 1000 above its CONTRACT port (shell 9083, reports 9084…).
import path from 'node:path';
import { REPO_ROOT, stackConfig } from '../paths';
import { startApi, waitForApi } from '../apiProcess';
import { stackDeployTarget } from '../deploy/localTarget';
import { buildMissing, describeHost, serveFrontends } from '../stack';
import { superviseStack } from '../superviseStack';
import { frontendSecurityHeaders } from '../securityHeaders';
import { devRemoteOverrides, devServerEntry, devServerPort, parseDevTargets } from '../dev/devTargets';
import { startDevServer, waitUntilServed } from '../dev/devServer';
import { restartingApi } from '../dev/restartingApi';

/** The sources compiled into the API's bundle: a change to any of them restarts it under `pnpm dev api`. */
const API_SOURCES = ['packages/server/src', 'packages/domain/src', 'packages/deployment/src'].map((p) =>
  path.join(REPO_ROOT, p),
);

async function main(): Promise<void> {
  const targets = parseDevTargets(process.argv.slice(2));
  const started = Date.now();
  const config = stackConfig();
  // Set before the API's environment is taken below: the builds of the other areas deploy through it.
  const target = stackDeployTarget(config);
  const devOrigins = targets.containers.flatMap((c) => {
    const port = devServerPort(c);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  });
  // The dev servers compile while the API migrates and the missing builds run.
  const devServers = [
    startDevServer({
      name: 'host',
      appDir: 'host',
      port: config.hostPort,
      env: {
        DEV_REMOTE_OVERRIDES: devRemoteOverrides(targets.containers),
        DEV_SERVER_HEADERS: JSON.stringify(
          frontendSecurityHeaders(config, process.env, { devServers: devOrigins }),
        ),
      },
    }),
    ...targets.containers.map((c) =>
      startDevServer({
        name: c.name,
        appDir: c.sourceDir,
        port: devServerPort(c),
        // Served to the product only: no standalone page to rebuild on every edit (packages/config/webpack.mjs).
        env: { MF_CONTAINER_NAME: c.name, DEV_AREA_IN_PRODUCT: '1', ...c.buildEnv },
      }),
    ),
  ];

  // The contract check of the areas loaded from dev servers reads the running host's singletons: the development
  // host's manifest, not a production build of it that may be older.
  const apiEnv = { ...process.env, HOST_MANIFEST: `${describeHost()}mf-manifest.json` };
  const api = () => startApi(apiEnv);

  await superviseStack(
    {
      startApi: () => (targets.api ? restartingApi(api, { watchDirs: API_SOURCES }) : api()),
      buildFrontends: async (onLoginBuilt) => {
        const built = await buildMissing({
          onLoginBuilt,
          target,
          skip: { host: true, containers: targets.containers.map((c) => c.name) },
        });
        if (built.length) console.log(`[dev] built ${built.join(', ')}`);
      },
      waitForApi: () => waitForApi(),
      serveFrontends: async () => {
        const servers = await serveFrontends(target, process.env, { host: false });
        await Promise.all([
          waitUntilServed(describeHost()),
          ...targets.containers.map((c) => waitUntilServed(devServerEntry(c))),
        ]);
        return [...servers, ...devServers];
      },
    },
    process,
    { serveEarly: false },
  );
  console.log(
    [
      `[dev] ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  ERP Demo        ${describeHost()}`,
      `  Acme Gestão     http://127.0.0.1:${config.hostPort}/`,
      `  host            development build, hot updates (${describeHost()})`,
      ...targets.containers.map((c) => `  ${c.name.padEnd(15)} ${devServerEntry(c)} (hot updates)`),
      ...(targets.api ? ['  API             restarts on every change to its sources'] : []),
      '  demo login      admin@demo.com.br / demo123',
      '  Ctrl+C stops everything.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('[dev]', error instanceof Error ? error.message : error);
  process.exit(1);
});
