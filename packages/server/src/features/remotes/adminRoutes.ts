import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { adminOf, brandForAdmin } from '../../admin';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { brandRemoteRow, brandRemoteRows, isArea } from './brandRemoteRows';
import { ContractRefusal, replyContractRefusal } from '../../releases/contractRefusal';
import { promoteCanary, startCanary, stopCanary } from './canaryActions';
import { setAreaContainer } from './containerSwitch';
import { activateVersion, rollbackVersion } from './pinActions';
import type { ReleaseTarget } from '../../releases/releaseTarget';

const brandQuery = v.object({ idConfig: idField('idConfig') });
const areaParams = v.object({ area: v.string() });
const versaoField = v.pipe(
  v.string(MESSAGES.releases.versao),
  v.regex(/^[A-Za-z0-9._-]{1,100}$/, MESSAGES.releases.versao),
);
const containerBody = v.object({
  idConfig: idField('idConfig'),
  container: v.pipe(
    v.string(MESSAGES.releases.containerNotText),
    v.maxLength(50, MESSAGES.releases.container),
  ),
});
const versaoBody = v.object({ idConfig: idField('idConfig'), versao: versaoField });
const canaryBody = v.object({
  idConfig: idField('idConfig'),
  versao: versaoField,
  percentual: v.pipe(
    v.number(MESSAGES.releases.percentual),
    v.integer(MESSAGES.releases.percentual),
    v.minValue(1, MESSAGES.releases.percentual),
    v.maxValue(99, MESSAGES.releases.percentual),
  ),
});

/**
 * The admin, brand and area a write names, each checked (403 other brand, 404 unknown brand or area) before the rest
 * of the body is: someone else's brand hears 403 whatever they sent.
 */
async function targetOf(ctx: AppContext, request: FastifyRequest, idConfig: number): Promise<ReleaseTarget> {
  const admin = adminOf(request);
  const { area } = parseInput(areaParams, request.params, 'params');
  const brand = await brandForAdmin(ctx.db, admin, idConfig);
  if (!isArea(area)) throw new HttpError(404, ADMIN_MESSAGES.unknownArea(area));
  return { ctx, admin, brand, area };
}

/** Runs an action and answers the area's new row; a contract refusal is a 422 with `faltando`. */
async function answerRow(t: ReleaseTarget, reply: FastifyReply, action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    if (error instanceof ContractRefusal) return replyContractRefusal(reply, error);
    throw error;
  }
  return brandRemoteRow(t.ctx, t.brand, t.area);
}

/**
 * Per-brand remote releases (admin contract S2): which container serves each area, its pinned version with rollback,
 * and canaries. Guarded like every admin route (staff any brand, master their own); every change is audited.
 */
export function registerRemoteAdmin(app: FastifyInstance, ctx: AppContext): void {
  const admin = { config: { admin: 'brand' as const } };

  app.get('/Admin/remotes', admin, async (request, reply) => {
    const { idConfig } = parseInput(brandQuery, request.query, 'query');
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    reply.header('Cache-Control', 'no-store');
    return brandRemoteRows(ctx, brand);
  });

  app.put('/Admin/remotes/:area', admin, async (request, reply) => {
    const t = await targetOf(ctx, request, parseInput(brandQuery, request.body).idConfig);
    const body = parseInput(containerBody, request.body);
    return answerRow(t, reply, () => setAreaContainer(t, body.container));
  });

  app.post('/Admin/remotes/:area/ativar', admin, async (request, reply) => {
    const t = await targetOf(ctx, request, parseInput(brandQuery, request.body).idConfig);
    const body = parseInput(versaoBody, request.body);
    return answerRow(t, reply, () => activateVersion(t, body.versao));
  });

  app.post('/Admin/remotes/:area/rollback', admin, async (request, reply) => {
    const body = parseInput(brandQuery, request.body);
    const t = await targetOf(ctx, request, body.idConfig);
    return answerRow(t, reply, () => rollbackVersion(t));
  });

  app.post('/Admin/remotes/:area/canary', admin, async (request, reply) => {
    const t = await targetOf(ctx, request, parseInput(brandQuery, request.body).idConfig);
    const body = parseInput(canaryBody, request.body);
    return answerRow(t, reply, () => startCanary(t, body.versao, body.percentual));
  });

  app.post('/Admin/remotes/:area/canary/promover', admin, async (request, reply) => {
    const body = parseInput(brandQuery, request.body);
    const t = await targetOf(ctx, request, body.idConfig);
    return answerRow(t, reply, () => promoteCanary(t));
  });

  app.delete('/Admin/remotes/:area/canary', admin, async (request, reply) => {
    const { idConfig } = parseInput(brandQuery, request.query, 'query');
    const t = await targetOf(ctx, request, idConfig);
    return answerRow(t, reply, () => stopCanary(t));
  });
}
