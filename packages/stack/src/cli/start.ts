// `pnpm start`: builds what is missing, starts the API (which migrates and seeds), serves the host and every remote
// on its own port, prints the URLs, and stops everything on Ctrl+C. `--fresh` starts from an empty data folder and
// rebuilds everything (the end-to-end tests use it).
import fs from 'node:fs';
import { HOST_DIST, stackConfig } from '../paths';
import { startApi, waitForApi } from '../apiProcess';
import { buildMissing, describeUrls, serveFrontends } from '../stack';

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  if (fresh) {
    fs.rmSync(stackConfig().dataDir, { recursive: true, force: true });
    fs.rmSync(HOST_DIST, { recursive: true, force: true });
  }
  const started = Date.now();
  const built = await buildMissing();
  if (built.length)
    console.log(`[stack] built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const api = startApi();
  let stopping = false;
  const servers = await serveFrontends();
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping…');
    for (const s of servers) s.close();
    if (api.exitCode === null) api.kill('SIGTERM');
    const force = setTimeout(() => process.exit(code), 5000);
    api.once('exit', () => {
      clearTimeout(force);
      process.exit(code);
    });
    if (api.exitCode !== null) process.exit(code);
  };
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] the API stopped (exit ${code}); stopping everything.`);
      stop(1);
    }
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  await waitForApi();
  console.log(
    `[stack] ready:\n${describeUrls()}\n  demo login      admin@demo.com.br / demo123\n  Ctrl+C stops everything.`,
  );
}

main().catch((error: unknown) => {
  console.error('[stack]', error instanceof Error ? error.message : error);
  process.exit(1);
});
