import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerDeployTokenRoutes } from './adminRoutes';
import { registerDeployApi } from './deployApi';

/**
 * Releasing a remote from a team's pipeline, registered under `/api`: the deploy API (`deploy/:container/…`, its
 * credential a deploy token, see `deployApi.ts`) and the administration of those tokens by product-owner staff
 * (`Admin/tokens-deploy`). Which version a brand's users load is `features/remotes`; the release core both use
 * (catalog, contract check, files) is `src/releases/`.
 */
export function deployRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerDeployApi(scope, ctx);
    registerDeployTokenRoutes(scope, ctx);
  };
}
