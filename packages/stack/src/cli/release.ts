// `pnpm --filter remote-reports run release` (or `pnpm release remote-reports [container]`): builds the remote into a
// new immutable version folder and makes it the active release. The running host picks it up on its next page load.
import { containerPort, readReleaseLog } from '@erp/deployment';
import { stackConfig } from '../paths';
import { releaseContainer } from '../build';
import { containersFor } from './containersFor';

async function main(): Promise<void> {
  for (const container of containersFor(process.argv.slice(2))) {
    const version = await releaseContainer(container);
    const { history } = readReleaseLog(stackConfig().deployDir, container.name);
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
