import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import { and, count, eq, inArray, ne, notExists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import type { Database } from '../../db/database';
import {
  cadastros,
  configuracoesBoleto,
  empresas,
  filiais,
  filialIntegracoes,
  itensVenda,
  lancamentosFinanceiros,
  locaisEstoque,
  movimentacoesEstoque,
  produtos,
  saldosEstoque,
  sequenciasFilial,
  usuarios,
  vendas,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

const AVANCO = { config: { admin: 'avanco' } } as const;
const confirmacao = v.pipe(
  v.string(ADMIN_MESSAGES.confirmCompanyName),
  v.maxLength(300, ADMIN_MESSAGES.confirmCompanyName),
);

async function company(db: Pick<Database, 'select'>, empresaId: number) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId)).limit(1);
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.companyNotFound);
  return row;
}

/** The typed confirmation of a destructive action: the company's name exactly. */
function assertConfirmed(nome: string, typed: string): void {
  if (typed !== nome) throw new HttpError(400, ADMIN_MESSAGES.confirmCompanyName);
}

/**
 * Staff tools on one company (spec 001 §6: delete products, delete branch, branch sequence). Destructive ones ask
 * for the company's name typed exactly, run in one transaction and are audited.
 */
export function registerCompanyToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Admin/excluir-produtos', AVANCO, async (request) => {
    const admin = adminOf(request);
    const body = parseInput(v.object({ empresaId: idField('empresaId'), confirmacao }), request.body);
    const target = await company(ctx.db, body.empresaId);
    assertConfirmed(target.nome, body.confirmacao);
    const excluidos = await ctx.db.transaction(async (tx) => {
      // Products already sold stay: the sales history keeps pointing at them.
      const removable = tx
        .select({ id: produtos.id })
        .from(produtos)
        .where(
          and(
            eq(produtos.empresaId, target.id),
            notExists(
              tx.select({ one: itensVenda.id }).from(itensVenda).where(eq(itensVenda.produtoId, produtos.id)),
            ),
          ),
        );
      const ids = (await removable).map((p) => p.id);
      if (ids.length) {
        await tx.delete(movimentacoesEstoque).where(inArray(movimentacoesEstoque.produtoId, ids));
        await tx.delete(saldosEstoque).where(inArray(saldosEstoque.produtoId, ids));
        await tx.delete(produtos).where(inArray(produtos.id, ids));
      }
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: target.brandId,
        acao: 'produtos.excluir',
        alvo: `Empresas/${target.id}`,
        de: { empresa: target.nome },
        para: { excluidos: ids.length },
      });
      return ids.length;
    });
    return { excluidos };
  });

  app.post('/Admin/excluir-filial', AVANCO, async (request) => {
    const admin = adminOf(request);
    const body = parseInput(v.object({ filialId: idField('filialId'), confirmacao }), request.body);
    const [branch] = await ctx.db.select().from(filiais).where(eq(filiais.id, body.filialId)).limit(1);
    if (!branch) throw new HttpError(404, ADMIN_MESSAGES.branchNotFound);
    const target = await company(ctx.db, branch.empresaId);
    assertConfirmed(target.nome, body.confirmacao);
    await ctx.db.transaction(async (tx) => {
      const [fallback] = await tx
        .select({ id: filiais.id })
        .from(filiais)
        .where(and(eq(filiais.empresaId, target.id), ne(filiais.id, branch.id)))
        .limit(1);
      if (!fallback) throw new HttpError(409, ADMIN_MESSAGES.onlyBranch);
      // Users who had it selected move to another branch of the company.
      await tx
        .update(usuarios)
        .set({ filialSelecionadaId: fallback.id })
        .where(eq(usuarios.filialSelecionadaId, branch.id));
      // Finance entries of the branch, and any entry pointing at one of its sales, go before the sales.
      const branchSales = tx.select({ id: vendas.id }).from(vendas).where(eq(vendas.filialId, branch.id));
      await tx
        .delete(lancamentosFinanceiros)
        .where(
          or(
            eq(lancamentosFinanceiros.filialId, branch.id),
            inArray(lancamentosFinanceiros.vendaId, branchSales),
          ),
        );
      await tx.delete(vendas).where(eq(vendas.filialId, branch.id));
      await tx.delete(movimentacoesEstoque).where(eq(movimentacoesEstoque.filialId, branch.id));
      await tx.delete(saldosEstoque).where(eq(saldosEstoque.filialId, branch.id));
      await tx.delete(locaisEstoque).where(eq(locaisEstoque.filialId, branch.id));
      await tx.delete(configuracoesBoleto).where(eq(configuracoesBoleto.filialId, branch.id));
      await tx.delete(filialIntegracoes).where(eq(filialIntegracoes.filialId, branch.id));
      await tx.delete(cadastros).where(eq(cadastros.filialId, branch.id));
      await tx.delete(filiais).where(eq(filiais.id, branch.id));
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: target.brandId,
        acao: 'filial.excluir',
        alvo: `Filiais/${branch.id}`,
        de: { empresa: target.nome, filial: branch.nome, cpfCnpj: branch.cpfCnpj },
      });
    });
    return { excluida: branch.id };
  });

  const proximoPadrao = async (empresaId: number) => {
    const [row] = await ctx.db
      .select({ total: count() })
      .from(filiais)
      .where(eq(filiais.empresaId, empresaId));
    return Number(row?.total ?? 0) + 1;
  };

  app.get('/Admin/sequencia-filial', AVANCO, async (request) => {
    const { empresaId } = parseInput(v.object({ empresaId: idField('empresaId') }), request.query, 'query');
    await company(ctx.db, empresaId);
    const [row] = await ctx.db
      .select()
      .from(sequenciasFilial)
      .where(eq(sequenciasFilial.empresaId, empresaId));
    return { empresaId, proximo: row?.proximo ?? (await proximoPadrao(empresaId)) };
  });

  app.put('/Admin/sequencia-filial', AVANCO, async (request) => {
    const admin = adminOf(request);
    const body = parseInput(
      v.object({
        empresaId: idField('empresaId'),
        proximo: v.pipe(
          v.number(MESSAGES.apiFields.integer('proximo')),
          v.integer(MESSAGES.apiFields.integer('proximo')),
          v.maxValue(999_999, MESSAGES.apiFields.max('proximo', 999999)),
        ),
      }),
      request.body,
    );
    const target = await company(ctx.db, body.empresaId);
    if (body.proximo < (await proximoPadrao(target.id)))
      throw new HttpError(400, ADMIN_MESSAGES.sequenceTooLow);
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(sequenciasFilial)
        .where(eq(sequenciasFilial.empresaId, target.id));
      await tx
        .insert(sequenciasFilial)
        .values({ empresaId: target.id, proximo: body.proximo })
        .onConflictDoUpdate({ target: sequenciasFilial.empresaId, set: { proximo: body.proximo } });
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: target.brandId,
        acao: 'sequencia-filial.alterar',
        alvo: `Empresas/${target.id}`,
        de: before ? { proximo: before.proximo } : null,
        para: { proximo: body.proximo },
      });
    });
    return { empresaId: target.id, proximo: body.proximo };
  });
}
