import fs from 'node:fs';
import path from 'node:path';
import { JobStatus } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { tokenFromHeader } from '../../auth/sessions';
import { relatorios } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError, MESSAGES } from '../../http/httpError';
import { SUBSCRIPTION_BLOCKED } from '../../http/subscriptionGuard';
import { idField, parseInput } from '../../http/validation';
import { reportFileName } from '../../reports/jobs/reportEvents';
import { isSelectedBranchBlocked } from '../../users/branches';
import { REPORT_NOT_FOUND } from './listReports';
import { reportViewer, visibleTo } from './reportAccess';

export const REPORT_FILE_MISSING = 'O arquivo do relatório não está mais disponível. Gere-o novamente.';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const PARAMS = v.object({ id: idField('id') });
const QUERY = v.object({ access_token: v.optional(v.string('O parâmetro access_token deve ser um texto.')) });

/**
 * `GET Relatorios/{id}/arquivo`: a finished report of the caller's company (their own unless admin), streamed. A new
 * tab cannot send headers, so the token may come as `?access_token=` (spec 001 §7); the route is therefore outside
 * the header-only auth hook and checks the session, the blocked branch and the permission itself.
 */
export function registerDownloadReportRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/Relatorios/:id/arquivo', { config: { public: true } }, async (request, reply) => {
    const { id } = parseInput(PARAMS, request.params, 'parâmetro');
    const { access_token: queryToken } = parseInput(QUERY, request.query, 'consulta');
    const token = tokenFromHeader(request.headers.authorization) ?? tokenFromHeader(queryToken);
    const session = token ? await ctx.sessions.resolve(token) : null;
    if (!session) throw new HttpError(401, MESSAGES.authRequired);
    if (await isSelectedBranchBlocked(ctx.db, session.userId)) throw new HttpError(402, SUBSCRIPTION_BLOCKED);
    const viewer = await reportViewer(ctx.db, session);
    const [row] = await ctx.db
      .select()
      .from(relatorios)
      .where(and(visibleTo(viewer), eq(relatorios.id, id), eq(relatorios.status, JobStatus.FINALIZADO)))
      .limit(1);
    if (!row?.arquivo) throw new HttpError(404, REPORT_NOT_FOUND);
    const file = path.join(ctx.config.reportsDir, row.arquivo);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) throw new HttpError(404, REPORT_FILE_MISSING);
    const name = reportFileName(row);
    // A PDF opens in the tab the client opened for it; a spreadsheet is saved.
    const disposition = row.tipo === 'pdf' ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', CONTENT_TYPES[row.tipo])
      .header('Content-Length', String(stat.size))
      .header('Content-Disposition', `${disposition}; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(file));
  });
}
