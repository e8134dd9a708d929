import { JobStatus, MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DOWNLOAD_TOKEN_TTL_MS, issueDownloadToken, sessionForFile } from '../../auth/downloadTokens';
import type { SessionUser } from '../../auth/sessions';
import { relatorios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { SUBSCRIPTION_BLOCKED } from '../../http/subscriptionGuard';
import { idField, parseInput } from '../../http/validation';
import { reportFileName, reportUrl } from '../../reports/jobs/reportEvents';
import { REPORT_CONTENT_TYPES } from '../../reports/reportContentTypes';
import { isSelectedBranchBlocked } from '../usuarios/branchStore';
import { reportViewer, visibleTo } from './reportAccess';

const PARAMS = v.object({ id: idField('id') });
const QUERY = v.object({
  access_token: v.optional(
    v.pipe(v.string(MESSAGES.reports.accessTokenNotText), v.maxLength(200, MESSAGES.downloads.linkInvalid)),
  ),
});

/** The report's download resource, what a download token is bound to. */
const resourceOf = (id: number) => `relatorio:${id}`;

/** A finished report the session may download (its company's; its own unless admin), or the 402/403/404. */
async function downloadableReport(ctx: AppContext, session: SessionUser, id: number) {
  if (await isSelectedBranchBlocked(ctx.db, session.userId)) throw new HttpError(402, SUBSCRIPTION_BLOCKED);
  const viewer = await reportViewer(ctx.db, session);
  const [row] = await ctx.db
    .select()
    .from(relatorios)
    .where(and(visibleTo(viewer), eq(relatorios.id, id), eq(relatorios.status, JobStatus.FINALIZADO)))
    .limit(1);
  if (!row?.arquivo) throw new HttpError(404, MESSAGES.reports.notFound);
  return { ...row, arquivo: row.arquivo };
}

/**
 * `GET Relatorios/{id}/arquivo`: a finished report, streamed, to an authenticated fetch (Authorization header) or to a
 * new tab carrying a download link's `?access_token=` (spec 001 §7) from `POST Relatorios/{id}/arquivo/link`; never
 * to the session token in the address. Outside the header-only auth hook, so the route checks the session, the
 * blocked branch and the permission itself, on every request (a link does not outlive a revoked session).
 */
export function registerDownloadReportRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Relatorios/:id/arquivo/link', async (request, reply) => {
    const { id } = parseInput(PARAMS, request.params, 'params');
    const session = sessionOf(request);
    await downloadableReport(ctx, session, id);
    const token = await issueDownloadToken(ctx, session, resourceOf(id));
    reply.header('Cache-Control', 'no-store');
    return {
      url: `${reportUrl(id)}?access_token=${token}`,
      expiraEm: new Date(ctx.clock() + DOWNLOAD_TOKEN_TTL_MS).toISOString(),
    };
  });

  app.get('/Relatorios/:id/arquivo', { config: { public: true } }, async (request, reply) => {
    const { id } = parseInput(PARAMS, request.params, 'params');
    const { access_token: queryToken } = parseInput(QUERY, request.query, 'query');
    const session = await sessionForFile(ctx, request, queryToken, resourceOf(id));
    const row = await downloadableReport(ctx, session, id);
    const name = reportFileName(row);
    // A PDF opens in the tab the client opened for it; a spreadsheet is saved.
    const disposition = row.tipo === 'pdf' ? 'inline' : 'attachment';
    if (ctx.storage.signedDownloads) {
      // The bucket serves the bytes: a URL valid for a minute, for this file only, after the checks above.
      const signed = await ctx.storage.reports.signedUrl(row.arquivo, {
        expiresInSeconds: 60,
        fileName: name,
        disposition,
      });
      if (signed) return reply.header('Cache-Control', 'private, no-store').redirect(signed, 302);
    }
    const stored = await ctx.storage.reports.get(row.arquivo);
    if (!stored) throw new HttpError(404, MESSAGES.reports.fileMissing);
    return reply
      .header('Content-Type', REPORT_CONTENT_TYPES[row.tipo])
      .header('Content-Length', String(stored.size))
      .header('Content-Disposition', `${disposition}; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  });
}
