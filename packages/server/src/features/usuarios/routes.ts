import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerAccountRoutes } from './account';
import { registerBrandUserRoutes } from './adminRoutes';
import { registerAvatarRoutes } from './avatar';
import { registerBranchRoutes } from './branches';
import { registerFirstAccessRoutes } from './firstAccess';
import { registerMeRoutes } from './me';
import { registerPasswordChangeRoutes } from './passwordChange';
import { registerPasswordResetRoutes } from './passwordReset';
import { registerSessionRoutes } from './session';

/**
 * The user's own account (`/api/Usuarios/…`), registered under `/api`: signing in and out, password recovery, change
 * and first access, the user's information and branch switch, profile and avatar; and
 * a brand's user administration (`adminRoutes.ts`: list, count, activate, resend the first-access e-mail). Sign-up is `features/cadastro`; the
 * reset link's own route (`/reset-password`, at the root) is `resetPasswordRoutes` in `passwordReset.ts`.
 */
export function usuariosRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerSessionRoutes(scope, ctx);
    registerPasswordResetRoutes(scope, ctx);
    registerPasswordChangeRoutes(scope, ctx);
    registerFirstAccessRoutes(scope, ctx);
    registerMeRoutes(scope, ctx);
    registerBranchRoutes(scope, ctx);
    registerAccountRoutes(scope, ctx);
    registerAvatarRoutes(scope, ctx);
    registerBrandUserRoutes(scope, ctx);
  };
}
