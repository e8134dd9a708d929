import { findContainer, newVersionName } from '@erp/deployment';
import { copyOfStackBuild } from '../stackBuilds';
import { withLocalTarget } from './localTarget';
import { publishBuild } from './releaseBuild';

/**
 * Publishes the stack's last build of `container` again under a new version name, through the local stack's deploy API
 * (which checks it like any release): a second version to switch to without a webpack build (about 30 s here),
 * inactive unless `activate` (then live at once, as `pnpm release` makes it). The build's files name no version
 * (Module Federation's `publicPath: 'auto'`), so the copy is served from its own URL like any release. Returns the new
 * version's name; throws when the stack has no build of that container.
 */
export async function republishStackBuild(
  container: string,
  { activate = false }: { activate?: boolean } = {},
): Promise<string> {
  const known = findContainer(container);
  const build = known && copyOfStackBuild(known);
  if (!build) throw new Error(`the stack has no build of ${container} to publish again`);
  const versao = newVersionName();
  await withLocalTarget((target) => publishBuild(target, { ...build, versao }, { ativar: activate }));
  return versao;
}
