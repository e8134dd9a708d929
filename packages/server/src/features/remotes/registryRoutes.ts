import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brands } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { brandReleases } from './brandReleases';
import { recordRemoteEvents } from './remoteEvents';
import { reportingNetwork } from './reportingAddress';

/** The host's per-browser id (a UUID in practice): short, plain characters, nothing to store. */
const visitanteField = v.pipe(
  v.string(MESSAGES.releases.visitante),
  v.regex(/^[A-Za-z0-9-]{8,64}$/, MESSAGES.releases.visitante),
);

const registryQuery = v.object({ idConfig: idField('idConfig'), visitante: v.optional(visitanteField) });

/** At most this many reports per call: the host batches them, and a bigger batch is not a browser's. */
export const MAX_EVENTS_PER_BATCH = 50;

const eventsBody = v.object({
  idConfig: idField('idConfig'),
  /** The visitor the registry answered; its tickets are bound to it. Optional for older hosts (nothing counts then). */
  visitante: v.optional(visitanteField),
  eventos: v.pipe(
    v.array(
      v.object({
        container: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,49}$/, MESSAGES.releases.container)),
        versao: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,100}$/, MESSAGES.releases.versao)),
        tipo: v.picklist(['carregado', 'erro'], MESSAGES.releases.eventType),
        mensagem: v.optional(
          v.pipe(
            v.string(MESSAGES.releases.eventMessageNotText),
            v.maxLength(2000, MESSAGES.releases.eventMessageTooLong),
            // PostgreSQL text cannot hold NUL: a browser's error message never needs it.
            v.transform((text) => text.replaceAll('\u0000', '')),
          ),
        ),
        ticket: v.optional(
          v.pipe(v.string(MESSAGES.releases.ticket), v.maxLength(100, MESSAGES.releases.ticket)),
        ),
      }),
      MESSAGES.apiFields.list('eventos'),
    ),
    v.maxLength(MAX_EVENTS_PER_BATCH, MESSAGES.releases.tooManyEvents(MAX_EVENTS_PER_BATCH)),
  ),
});

async function brandByIdConfig(ctx: AppContext, idConfig: number) {
  const [brand] = await ctx.db
    .select({ id: brands.id, idConfig: brands.idConfig, remoteOverrides: brands.remoteOverrides })
    .from(brands)
    .where(eq(brands.idConfig, idConfig))
    .limit(1);
  if (!brand) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
  return brand;
}

/**
 * The remote registry of a brand, read on every request so a release, rollback, pin or canary shows at once; and the
 * host's load reports, which feed the canary's error rate.
 */
export function registerRemoteRegistry(app: FastifyInstance, ctx: AppContext): void {
  app.get('/remotes', { config: { public: true } }, async (request, reply) => {
    const { idConfig, visitante } = parseInput(registryQuery, request.query, 'query');
    const brand = await brandByIdConfig(ctx, idConfig);
    reply.header('Cache-Control', 'no-store');
    return brandReleases(ctx, brand, visitante ?? null);
  });

  app.post('/remotes/eventos', { config: { public: true } }, async (request, reply) => {
    // Every call counts (not only failures): it is the volume that is limited, per network and in all. These are
    // the endpoint's only counters (two keys per network, one in all); nothing a caller names becomes a key.
    const settings = ctx.config.releases;
    const limits = [
      {
        key: 'remotes:eventos:total',
        max: settings.eventsPerMinuteTotal,
        windowMs: 60_000,
        message: MESSAGES.releases.eventsBusy,
      },
      {
        key: `remotes:eventos:rede:${reportingNetwork(request.ip)}`,
        max: settings.eventsPerMinutePerIp,
        windowMs: 60_000,
        message: MESSAGES.releases.eventsRateLimited,
      },
    ];
    await ctx.limiter.assertAllowed(limits);
    await ctx.limiter.recordFailure(limits);
    const body = parseInput(eventsBody, request.body);
    const brand = await brandByIdConfig(ctx, body.idConfig);
    await recordRemoteEvents(ctx, brand, { visitante: body.visitante ?? null, ip: request.ip }, body.eventos);
    return reply.code(204).send();
  });
}
