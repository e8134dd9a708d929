import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs the release or rollback command a team would run, against the e2e stack's data folder. */
export function runDeployCommand(command: 'release' | 'rollback', remote: string): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, `packages/stack/src/cli/${command}.ts`), remote],
    {
      cwd: repoRoot,
      env: { ...process.env },
      encoding: 'utf8',
      timeout: 5 * 60_000,
    },
  );
}

/** The active release of a container as the API's registry answers it for a brand. */
export async function activeVersion(name: string, idConfig = 1): Promise<string> {
  const res = await fetch(`http://localhost:3000/api/remotes?idConfig=${idConfig}`);
  const releases = (await res.json()) as Array<{ name: string; version: string }>;
  const release = releases.find((r) => r.name === name);
  if (!release) throw new Error(`no release of ${name}`);
  return release.version;
}
