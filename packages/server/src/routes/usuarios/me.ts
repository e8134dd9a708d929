import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { isSelectedBranchValid, loadSelectedBranch } from '../../users/branches';
import { loadUserInfo } from '../../users/userInfo';

export const NO_BRANCH =
  'Nenhuma filial disponível para o seu usuário. Fale com o administrador da sua empresa.';

const userInfoQuery = v.object({
  sistema: v.optional(
    v.pipe(
      v.string('O parâmetro sistema deve ser um texto.'),
      v.maxLength(50, 'O parâmetro sistema é longo demais.'),
    ),
  ),
});

/** The signed-in user's own information and selected branch. */
export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/Usuarios/getUserInfo', async (request, reply) => {
    parseInput(userInfoQuery, request.query, 'consulta');
    const info = await loadUserInfo(ctx.db, sessionOf(request).userId);
    if (!info) throw new HttpError(404, NO_BRANCH);
    reply.header('Cache-Control', 'no-store');
    return info;
  });

  app.get('/api/Usuarios/obterfilialselecionada', async (request, reply) => {
    const filial = await loadSelectedBranch(ctx.db, sessionOf(request).userId);
    if (!filial) throw new HttpError(404, NO_BRANCH);
    reply.header('Cache-Control', 'no-store');
    return filial;
  });

  app.get('/api/Usuarios/verificaFilial', async (request) => ({
    valida: await isSelectedBranchValid(ctx.db, sessionOf(request).userId),
  }));
}
