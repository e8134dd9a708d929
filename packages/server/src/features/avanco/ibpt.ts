import { ADMIN_MESSAGES, type IbptItem, MESSAGES } from '@erp/domain';
import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { decodeCsv, parseIbptCsv, type IbptKind } from './ibptCsv';
import { escapeLike } from '../../db/escapeLike';
import { ibptItens } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { acceptUploads, readUploadForm } from '../../uploads/uploadForm';

const MAX_CSV_BYTES = 20 * 1024 * 1024;
const BATCH = 500;
const kindParams = v.object({ tipo: v.picklist(['ncm', 'cest'], ADMIN_MESSAGES.ibptType) });

const toItem = (row: typeof ibptItens.$inferSelect): IbptItem => ({
  codigo: row.codigo,
  ex: row.ex,
  descricao: row.descricao,
  nacionalFederal: Number(row.nacionalFederal),
  importadosFederal: Number(row.importadosFederal),
  estadual: Number(row.estadual),
  municipal: Number(row.municipal),
  vigenciaInicio: row.vigenciaInicio,
  vigenciaFim: row.vigenciaFim,
  versao: row.versao,
});

/** IBPT tax-burden tables (staff only, spec 001 §6 `importacao-ibpt-ncm` / `-cest`): CSV import and search. */
export function registerIbptRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await acceptUploads(scope, MAX_CSV_BYTES);
    scope.post('/Admin/ibpt/:tipo', { config: { admin: 'avanco' } }, async (request) => {
      const admin = adminOf(request);
      const { tipo } = parseInput(kindParams, request.params, 'params');
      const form = await readUploadForm(request, ADMIN_MESSAGES.ibptTooLarge);
      const file = form?.file?.field === 'arquivo' ? form.file : null;
      if (!file?.bytes.length) throw new HttpError(400, ADMIN_MESSAGES.uploadMissing);
      let parsed: ReturnType<typeof parseIbptCsv>;
      try {
        parsed = parseIbptCsv(decodeCsv(file.bytes), tipo as IbptKind);
      } catch {
        throw new HttpError(400, ADMIN_MESSAGES.ibptEmpty);
      }
      await ctx.db.transaction(async (tx) => {
        const now = new Date(ctx.clock());
        for (let i = 0; i < parsed.items.length; i += BATCH) {
          const rows = parsed.items
            .slice(i, i + BATCH)
            .map((item) => ({ ...item, tipo: tipo as IbptKind, updatedAt: now }));
          await tx
            .insert(ibptItens)
            .values(rows)
            .onConflictDoUpdate({
              target: [ibptItens.tipo, ibptItens.codigo, ibptItens.ex],
              set: {
                descricao: sql`excluded.descricao`,
                nacionalFederal: sql`excluded.nacional_federal`,
                importadosFederal: sql`excluded.importados_federal`,
                estadual: sql`excluded.estadual`,
                municipal: sql`excluded.municipal`,
                vigenciaInicio: sql`excluded.vigencia_inicio`,
                vigenciaFim: sql`excluded.vigencia_fim`,
                versao: sql`excluded.versao`,
                updatedAt: now,
              },
            });
        }
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: null,
          acao: `ibpt.importar-${tipo}`,
          alvo: `ibpt/${tipo}`,
          para: {
            arquivo: file.filename.slice(0, 200),
            importados: parsed.result.importados,
            ignorados: parsed.result.ignorados,
            erros: parsed.result.erros.length,
          },
        });
      });
      return parsed.result;
    });
  });

  app.get('/Admin/ibpt/:tipo', { config: { admin: 'avanco' } }, async (request) => {
    const { tipo } = parseInput(kindParams, request.params, 'params');
    const { busca } = parseInput(
      v.object({
        busca: v.optional(
          v.pipe(v.string(), v.maxLength(100, MESSAGES.apiFields.maxLength('busca', 100))),
          '',
        ),
      }),
      request.query,
      'query',
    );
    const text = escapeLike(busca.trim());
    const rows = await ctx.db
      .select()
      .from(ibptItens)
      .where(
        and(
          eq(ibptItens.tipo, tipo as IbptKind),
          text ? or(like(ibptItens.codigo, `${text}%`), ilike(ibptItens.descricao, `%${text}%`)) : undefined,
        ),
      )
      .orderBy(asc(ibptItens.codigo), asc(ibptItens.ex))
      .limit(50);
    return rows.map(toItem);
  });
}
