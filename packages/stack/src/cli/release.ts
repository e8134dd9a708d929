// `pnpm release <remote> [container] [--force]` (or `pnpm --filter remote-reports run release`): builds the remote and
// deploys it through the local stack's API (the running one, else one started for the command), which checks it
// against the contract and makes it the active release; the running host picks it up on its next page load.
// `pnpm release <remote> --api <url> --token <t> [--activate]`: the same from any clone to any API, with a deploy
// token of that container; published inactive unless `--activate`. What the API refuses is printed and nothing
// becomes active. `--from <folder>` publishes a build made before (a pipeline's build job) instead of building.
import path from 'node:path';
import { buildRelease, copiedRelease, publishBuild } from '../deploy/releaseBuild';
import { withLocalTarget } from '../deploy/localTarget';
import type { ContainerState, DeployTarget } from '../deploy/deployClient';
import { parseDeployArgs } from './deployArgs';

function describe(state: ContainerState, versao: string, where: string): string {
  const previous = state.historico[state.historico.length - 2] ?? 'none';
  return state.ativa === versao
    ? `${state.container} ${versao} is live on ${where} (previous: ${previous})`
    : `${state.container} ${versao} is published on ${where}, inactive (live: ${state.ativa ?? 'none'}); activate it with --activate or from the admin screen`;
}

async function main(): Promise<void> {
  const args = parseDeployArgs(process.argv.slice(2));
  for (const container of args.containers) {
    const started = Date.now();
    const build = args.from
      ? copiedRelease(container, path.resolve(args.from))
      : await buildRelease(container);
    const deploy = async (target: DeployTarget) =>
      publishBuild(target, build, { ativar: args.remote ? args.activate : true, forcar: args.force });
    const state = args.remote ? await deploy(args.remote) : await withLocalTarget(deploy);
    for (const aviso of state.avisos ?? [])
      console.warn('[release]', aviso, 'Ativada mesmo assim (--force).');
    const where = args.remote?.api ?? 'the local stack';
    console.log(
      `[release] ${describe(state, build.versao, where)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('[release]', error instanceof Error ? error.message : error);
  process.exit(1);
});
