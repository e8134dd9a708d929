import { MESSAGES } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { usuarios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { sessionBranches } from '../../admin/clientView';
import { loadSelectedBranch, userHasBranch } from './branchStore';

const selectBody = v.object({ filialId: idField('filialId') });

/** The user menu's branch switch: the user's branches and the selection of one of them. */
export function registerBranchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Usuarios/filiais', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // In a client view: the viewed company's branch, not the staff member's own.
    return sessionBranches(ctx.db, sessionOf(request));
  });

  // 404 for a branch that does not exist or is not the user's: the answer never tells which.
  app.post('/Usuarios/selecionarFilial', async (request, reply) => {
    const { userId } = sessionOf(request);
    const { filialId } = parseInput(selectBody, request.body);
    if (!(await userHasBranch(ctx.db, userId, filialId))) throw new HttpError(404, MESSAGES.notFound.branch);
    await ctx.db
      .update(usuarios)
      .set({ filialSelecionadaId: filialId, updatedAt: new Date(ctx.clock()) })
      .where(eq(usuarios.id, userId));
    reply.header('Cache-Control', 'no-store');
    return loadSelectedBranch(ctx.db, userId);
  });
}
