import { CONTAINERS, findContainer, type Container } from '@erp/deployment';

/**
 * Resolves the CLI's arguments to containers: `remote-signup` means every container built from that folder
 * (signup and signup_acme); a container name (`signup_acme`) means just that one.
 */
export function containersFor(args: readonly string[]): Container[] {
  const [target, only] = args;
  if (!target) throw new Error('Informe o remote: por exemplo `remote-reports` ou `signup_acme`.');
  const byName = findContainer(only ?? target);
  if (byName) return [byName];
  const byFolder = CONTAINERS.filter((c) => c.sourceDir === target);
  if (!byFolder.length) {
    throw new Error(
      `Remote desconhecido: ${target}. Conhecidos: ${CONTAINERS.map((c) => `${c.sourceDir} (${c.name})`).join(', ')}.`,
    );
  }
  return byFolder;
}
