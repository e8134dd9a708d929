// `pnpm rollback <remote> [container]` (or `pnpm --filter remote-reports run rollback`): makes the previously active
// release live again, through the local stack's API; with `--api <url> --token <t>`, through that API with a deploy
// token of the container. Nothing is rebuilt: the old version's files are still in release storage.
import { rollbackRelease, type DeployTarget } from '../deploy/deployClient';
import { withLocalTarget } from '../deploy/localTarget';
import { parseDeployArgs } from './deployArgs';

async function main(): Promise<void> {
  const args = parseDeployArgs(process.argv.slice(2));
  for (const container of args.containers) {
    const rollback = (target: DeployTarget) => rollbackRelease(target, container.name);
    const state = args.remote ? await rollback(args.remote) : await withLocalTarget(rollback);
    console.log(`[rollback] ${container.name} is back on ${state.ativa}`);
  }
}

main().catch((error: unknown) => {
  console.error('[rollback]', error instanceof Error ? error.message : error);
  process.exit(1);
});
