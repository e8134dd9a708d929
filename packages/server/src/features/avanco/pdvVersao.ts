import { ADMIN_MESSAGES, type PdvVersao, MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { configuracoesSistema } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { parseInput } from '../../http/validation';

const KEY = 'pdv-versao';

const pdvBody = v.object({
  versao: v.pipe(
    v.string(ADMIN_MESSAGES.pdvVersion),
    v.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, ADMIN_MESSAGES.pdvVersion),
  ),
  url: v.pipe(
    v.string(ADMIN_MESSAGES.invalidUrl('url')),
    v.maxLength(2000, ADMIN_MESSAGES.invalidUrl('url')),
    v.check(
      (value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
      ADMIN_MESSAGES.invalidUrl('url'),
    ),
  ),
  obrigatoria: v.boolean(MESSAGES.apiFields.boolean('obrigatoria')),
});

/** The PDV application version installations check (staff only, spec 001 §6 `pdv-versao`); null until set. */
export function registerPdvVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = async (): Promise<PdvVersao | null> => {
    const [row] = await ctx.db.select().from(configuracoesSistema).where(eq(configuracoesSistema.chave, KEY));
    return (row?.valor as PdvVersao | undefined) ?? null;
  };

  app.get('/Admin/pdv-versao', { config: { admin: 'avanco' } }, async () => read());

  app.put('/Admin/pdv-versao', { config: { admin: 'avanco' } }, async (request) => {
    const admin = adminOf(request);
    const body = parseInput(pdvBody, request.body);
    const before = await read();
    await ctx.db.transaction(async (tx) => {
      const now = new Date(ctx.clock());
      await tx
        .insert(configuracoesSistema)
        .values({ chave: KEY, valor: body, updatedAt: now })
        .onConflictDoUpdate({ target: configuracoesSistema.chave, set: { valor: body, updatedAt: now } });
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: null,
        acao: 'pdv-versao.alterar',
        alvo: 'pdv-versao',
        de: before,
        para: body,
      });
    });
    return body;
  });
}
