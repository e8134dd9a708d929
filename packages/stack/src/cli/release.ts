// `pnpm --filter remote-reports run release` (or `pnpm release remote-reports [container] [--force]`): builds the remote
// into a new immutable version folder, checks it against the contract (what the host and the other remotes import
// from it, and the host's shared singletons) and makes it the active release. The running host picks it up on its
// next page load. An incompatible build stays on disk, inactive, unless `--force` says to activate it anyway.
import { containerPort, readReleaseLog } from '@erp/deployment';
import { stackConfig } from '../paths';
import { releaseContainer } from '../build';
import { containersFor } from './containersFor';
import { checkBuiltRelease } from './releaseCheck';
import { FORCE_FLAG, releaseOne } from './releaseOne';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes(FORCE_FLAG);
  const { deployDir } = stackConfig();
  for (const container of containersFor(args.filter((a) => a !== FORCE_FLAG))) {
    const version = await releaseOne(container, force, {
      deployDir,
      build: (c) => releaseContainer(c, { activate: false }),
      check: checkBuiltRelease,
      warn: (message) => console.warn('[release]', message),
    });
    const { history } = readReleaseLog(deployDir, container.name);
    console.log(
      `[release] ${container.name} ${version} is live at http://localhost:${containerPort(container)}/${version}/mf-manifest.json` +
        ` (previous: ${history[history.length - 2] ?? 'none'})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('[release]', error instanceof Error ? error.message : error);
  process.exit(1);
});
