// `pnpm start`: builds what is missing, starts the API (which migrates and seeds), serves the host and every remote
// on its own port, prints the URLs, and stops everything on Ctrl+C. The login page is served as soon as it is built,
// the other areas as their builds end; `--wait-for-all` serves only once everything is built (the end-to-end tests).
// `--fresh` starts from an empty data folder and rebuilds everything.
import fs from 'node:fs';
import { removeDataFolder } from '@erp/server';
import { HOST_DIST, stackConfig } from '../paths';
import { startApi, waitForApi } from '../apiProcess';
import { stackDeployTarget } from '../deploy/localTarget';
import { buildMissing, describeHost, describeUrls, serveFrontends } from '../stack';
import { superviseStack } from '../superviseStack';

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  if (fresh) {
    // Refused while an API (this stack's or another) still holds the embedded database: its data stays.
    const config = stackConfig();
    const databaseDir =
      config.database.driver === 'pglite' ? config.database.dataDir : `${config.dataDir}/db`;
    removeDataFolder(config.dataDir, databaseDir);
    fs.rmSync(HOST_DIST, { recursive: true, force: true });
  }
  // Its API accepts this start's own deploy credential (from this machine only); its builds and a `pnpm release` in
  // another terminal deploy with it.
  const target = stackDeployTarget();
  const started = Date.now();
  const buildFrontends = async (onLoginBuilt: () => void) => {
    const built = await buildMissing({ onLoginBuilt, target });
    if (built.length)
      console.log(`[stack] built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const onServing = (stillBuilding: boolean) => {
    if (stillBuilding)
      console.log(
        `[stack] the login page is up at ${describeHost()} (${((Date.now() - started) / 1000).toFixed(1)} s); the other areas are still building and appear as their builds end.`,
      );
  };

  await superviseStack(
    {
      startApi,
      buildFrontends,
      waitForApi: () => waitForApi(),
      serveFrontends: () => serveFrontends(target),
    },
    process,
    {
      serveEarly: !process.argv.includes('--wait-for-all'),
      onServing,
    },
  );
  console.log(
    `[stack] ready:\n${await describeUrls(target)}\n  demo login      admin@demo.com.br / demo123\n  Ctrl+C stops everything.`,
  );
}

// A failure after the API started has already stopped it (superviseStack); one before it has nothing to stop.
main().catch((error: unknown) => {
  console.error('[stack]', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
