import { MESSAGES } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { loadClientViewInfo, sessionBranchRow } from '../../admin/clientView';
import { toFilialSelecionada } from './branchStore';
import { loadUserInfo } from './userInfo';

const userInfoQuery = v.object({
  sistema: v.optional(
    v.pipe(v.string(MESSAGES.sistemaParam.queryNotText), v.maxLength(50, MESSAGES.sistemaParam.queryTooLong)),
  ),
});

/** The signed-in user's own information and selected branch. */
export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Usuarios/getUserInfo', async (request, reply) => {
    parseInput(userInfoQuery, request.query, 'query');
    const session = sessionOf(request);
    // A client view (admin inside a customer's company) answers as that company, read-only.
    const info =
      session.visaoEmpresaId != null
        ? await loadClientViewInfo(ctx.db, session)
        : await loadUserInfo(ctx.db, session.userId);
    if (!info) throw new HttpError(404, MESSAGES.session.noBranch);
    reply.header('Cache-Control', 'no-store');
    return info;
  });

  app.get('/Usuarios/obterfilialselecionada', async (request, reply) => {
    const row = await sessionBranchRow(ctx.db, sessionOf(request));
    const filial = row ? await toFilialSelecionada(ctx.db, row) : null;
    if (!filial) throw new HttpError(404, MESSAGES.session.noBranch);
    reply.header('Cache-Control', 'no-store');
    return filial;
  });

  app.get('/Usuarios/verificaFilial', async (request) => ({
    valida: (await sessionBranchRow(ctx.db, sessionOf(request))) !== null,
  }));
}
