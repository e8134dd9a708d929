import { MESSAGES } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';
import { isLoopbackHost, isStaffRequest, overrideRefusal } from '../../releases/remoteOverride';

const overrideQuery = v.object({
  container: v.pipe(
    v.string(MESSAGES.releases.container),
    v.regex(/^[a-z][a-z0-9_]{0,49}$/, MESSAGES.releases.container),
  ),
  entry: v.pipe(
    v.string(MESSAGES.releases.overrideEntry),
    v.maxLength(2000, MESSAGES.releases.overrideEntry),
    v.check(
      (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol),
      MESSAGES.releases.overrideEntry,
    ),
  ),
});

/** Checks per address and minute: each one makes the API read a manifest. */
const CHECKS_PER_MINUTE = 30;

/**
 * `GET /api/remotes/substituicao?container=&entry=`: may this browser load another build of a container (its remote
 * override), and does that build keep the area's contract? 403 with the reason when it may not (the address is not
 * read then); otherwise the contract check's `{ ok, faltando }`. Public: a developer's browser on `pnpm dev` asks
 * before signing in; staff are recognised by the session they send.
 */
export function registerRemoteOverrideRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/remotes/substituicao', { config: { public: true } }, async (request, reply) => {
    const { container, entry } = parseInput(overrideQuery, request.query, 'query');
    // `pnpm dev`'s development host checks each area it serves on every page load (a developer reloading often would
    // soon be refused their own dev servers); a development API reading a build on its own machine is not limited.
    if (ctx.config.isProduction || !isLoopbackHost(new URL(entry).hostname)) {
      const limit = {
        key: `remotes:substituicao:ip:${request.ip}`,
        max: CHECKS_PER_MINUTE,
        windowMs: 60_000,
        message: MESSAGES.releases.overrideRateLimited,
      };
      await ctx.limiter.assertAllowed([limit]);
      await ctx.limiter.recordFailure([limit]);
    }
    const catalog = await loadReleaseCatalog(ctx.db);
    const refusal = overrideRefusal(
      { container, entry: new URL(entry), staff: await isStaffRequest(ctx, request) },
      {
        production: ctx.config.isProduction,
        publishedEntries: (name) => ctx.deployment.publishedEntries(catalog, name),
        previewOrigins: ctx.config.releases.previewOrigins,
      },
    );
    if (refusal) throw new HttpError(403, refusal);
    reply.header('Cache-Control', 'no-store');
    return ctx.deployment.checkEntry(container, new URL(entry).href);
  });
}
