import { MESSAGES } from '@erp/domain';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { brandForAdmin } from '../../admin/brandAccess';
import { escapeLike } from '../../db/escapeLike';
import { empresas, filiais } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { idField, parseInput } from '../../http/validation';

const query = v.object({
  idConfig: idField('idConfig'),
  busca: v.optional(
    v.pipe(
      v.string(MESSAGES.apiFields.text('busca')),
      v.maxLength(100, MESSAGES.apiFields.maxLength('busca', 100)),
    ),
    '',
  ),
});

/** A company of a brand with every branch, for the tools that act on one (client view, deletions, sequence). */
interface AdminEmpresa {
  id: number;
  nome: string;
  cpfCnpj: string | null;
  filiais: Array<{ id: number; nome: string; cpfCnpj: string; trial: boolean; bloqueada: boolean }>;
}

/** `GET Admin/empresas?idConfig=&busca=`: up to 50 companies of the brand by name or document, with their branches. */
export function empresasRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/Admin/empresas', { config: { admin: 'brand' } }, async (request): Promise<AdminEmpresa[]> => {
      const { idConfig, busca } = parseInput(query, request.query, 'query');
      const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
      const text = escapeLike(busca.trim());
      const digits = busca.replace(/\D/g, '');
      const companies = await ctx.db
        .select({ id: empresas.id, nome: empresas.nome, cpfCnpj: empresas.cpfCnpj })
        .from(empresas)
        .where(
          and(
            eq(empresas.brandId, brand.id),
            text
              ? or(
                  ilike(empresas.nome, `%${text}%`),
                  digits ? ilike(empresas.cpfCnpj, `%${digits}%`) : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(asc(empresas.nome), asc(empresas.id))
        .limit(50);
      if (!companies.length) return [];
      const branches = await ctx.db
        .select({
          id: filiais.id,
          empresaId: filiais.empresaId,
          nome: filiais.nome,
          cpfCnpj: filiais.cpfCnpj,
          trial: filiais.trial,
          bloqueada: filiais.bloqueada,
        })
        .from(filiais)
        .where(
          inArray(
            filiais.empresaId,
            companies.map((c) => c.id),
          ),
        )
        .orderBy(asc(filiais.id));
      return companies.map((company) => ({
        ...company,
        filiais: branches.filter((b) => b.empresaId === company.id).map(({ empresaId: _e, ...b }) => b),
      }));
    });
  };
}
