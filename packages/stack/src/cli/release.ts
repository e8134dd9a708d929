// `pnpm --filter remote-reports run release` (or `pnpm release remote-reports [container] [--force]`): builds the remote
// into a new immutable version folder, checks it against the contract (what the host and the other remotes import
// from it, and the host's shared singletons) and makes it the active release. The running host picks it up on its
// next page load. An incompatible build stays on disk, inactive, unless `--force` says to activate it anyway.
import {
  activateRelease,
  CONTRACT_MESSAGES,
  containerPort,
  readReleaseLog,
  type Container,
} from '@erp/deployment';
import { stackConfig } from '../paths';
import { releaseContainer } from '../build';
import { containersFor } from './containersFor';
import { checkBuiltRelease } from './releaseCheck';

const FORCE = '--force';

async function releaseOne(container: Container, force: boolean): Promise<void> {
  const { deployDir } = stackConfig();
  const version = await releaseContainer(container, { activate: false });
  const check = await checkBuiltRelease(container, version);
  if (!check.ok) {
    const message = CONTRACT_MESSAGES.incompatible(container.name, version, check.faltando);
    if (!force)
      throw new Error(`${message} A versão ficou publicada, sem ativar; use ${FORCE} para ativá-la.`);
    console.warn(`[release] ${message} Ativada mesmo assim (${FORCE}).`);
  }
  activateRelease(deployDir, container.name, version);
  const { history } = readReleaseLog(deployDir, container.name);
  console.log(
    `[release] ${container.name} ${version} is live at http://localhost:${containerPort(container)}/${version}/mf-manifest.json` +
      ` (previous: ${history[history.length - 2] ?? 'none'})`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes(FORCE);
  for (const container of containersFor(args.filter((a) => a !== FORCE))) await releaseOne(container, force);
}

main().catch((error: unknown) => {
  console.error('[release]', error instanceof Error ? error.message : error);
  process.exit(1);
});
