import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerRemoteAdmin } from './adminRoutes';
import { registerRemoteOverrideRoutes } from './overrideRoutes';
import { registerRemoteRegistry } from './registryRoutes';

/**
 * Per-brand remote releases, registered under `/api`: the public registry the host reads and its load reports
 * (`remotes`, `remotes/eventos`), the check of a remote override (`remotes/substituicao`), and the administration's containers, pins and canaries (`Admin/remotes`). The
 * release core they share with the deploy API and the remote override (catalog, contract check, files)
 * stays in `src/releases/`.
 */
export function remotesRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerRemoteRegistry(scope, ctx);
    registerRemoteAdmin(scope, ctx);
    registerRemoteOverrideRoutes(scope, ctx);
  };
}
