import { parseArgs } from 'node:util';
import type { Container } from '@erp/deployment';
import { apiOrigin, type DeployTarget } from '../deploy/deployClient';
import { containersFor } from './containersFor';

/** What `pnpm release`/`rollback` were asked: which containers, and where (null: the local stack). */
export interface DeployArgs {
  containers: Container[];
  /** The API a team deploys to with its token; null for the local deployment. */
  remote: DeployTarget | null;
  /** `--activate`: make the new version live (the local deployment always does). */
  activate: boolean;
  /** `--force`: activate a version the contract check refused (local deployment only). */
  force: boolean;
  /**
   * `--from <folder>`: publish that folder, a build made before (a pipeline's build job, `pnpm --filter <remote>
   * build`), instead of building: the files tested are the files released. One container at a time.
   */
  from: string | null;
}

/**
 * Reads `<remote-folder|container> [container] [--api <url>] [--token <t>] [--activate] [--force] [--from <folder>]`. The token may
 * come from `ERP_DEPLOY_TOKEN` instead, which keeps it out of the process list and the shell history.
 */
export function parseDeployArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): DeployArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      activate: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      from: { type: 'string' },
    },
  });
  const token = values.token ?? env.ERP_DEPLOY_TOKEN?.trim();
  if (values.api && !token) {
    throw new Error('Informe o token de deploy com --token <token> ou a variável ERP_DEPLOY_TOKEN.');
  }
  if (!values.api && values.token) throw new Error('--token só vale com --api <url>.');
  const containers = containersFor(positionals);
  if (values.from !== undefined && containers.length !== 1) {
    throw new Error(
      `--from publica a build de um container: informe qual (${containers.map((c) => c.name).join(' ou ')}).`,
    );
  }
  return {
    containers,
    remote: values.api && token ? { api: apiOrigin(values.api), token } : null,
    activate: values.activate,
    force: values.force,
    from: values.from ?? null,
  };
}
