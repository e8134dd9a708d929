// `pnpm start`: builds what is missing, starts the API (which migrates and seeds), serves the host and every remote
// on its own port, prints the URLs, and stops everything on Ctrl+C. `--fresh` starts from an empty data folder and
// rebuilds everything (the end-to-end tests use it).
import fs from 'node:fs';
import { removeDataFolder } from '@erp/server';
import { HOST_DIST, stackConfig } from '../paths';
import { startApi, waitForApi } from '../apiProcess';
import { buildMissing, describeUrls, serveFrontends } from '../stack';
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
  const buildFrontends = async () => {
    const started = Date.now();
    const built = await buildMissing();
    if (built.length)
      console.log(`[stack] built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await superviseStack({ startApi, buildFrontends, waitForApi: () => waitForApi(), serveFrontends }, process);
  console.log(
    `[stack] ready:\n${describeUrls()}\n  demo login      admin@demo.com.br / demo123\n  Ctrl+C stops everything.`,
  );
}

// A failure after the API started has already stopped it (superviseStack); one before it has nothing to stop.
main().catch((error: unknown) => {
  console.error('[stack]', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
