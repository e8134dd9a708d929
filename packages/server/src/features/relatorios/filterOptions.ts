import { hierarchyPath, type HierarchyNode } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categorias, vendedores } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { ACTIVE_SUBSCRIPTION } from '../../http/subscriptionGuard';
import { reportViewer } from './reportAccess';

/** One choice of a report filter's select: the id the report takes and what the user reads. */
export interface FilterOption {
  id: number;
  nome: string;
}

/** Category paths ('Bebidas - Refrigerantes') of a company's categories, sorted as the user reads them. */
function categoryPaths(
  rows: Array<{ id: number; descricao: string; parentId: number | null }>,
): FilterOption[] {
  const nodes = new Map<number, HierarchyNode>(rows.map((row) => [row.id, { descricao: row.descricao }]));
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (node && row.parentId !== null) node.parent = nodes.get(row.parentId) ?? null;
  }
  return rows
    .map((row) => ({ id: row.id, nome: hierarchyPath(nodes.get(row.id)) }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/**
 * `GET Relatorios/opcoes/vendedores` and `GET Relatorios/opcoes/categorias`: what the report forms offer in their
 * searchable selects instead of a typed code. Only the caller's company's rows, and only to whoever may see reports
 * (the same check as generating one).
 */
export function registerFilterOptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = { config: ACTIVE_SUBSCRIPTION };

  app.get('/Relatorios/opcoes/vendedores', options, async (request, reply) => {
    const viewer = await reportViewer(ctx.db, sessionOf(request));
    reply.header('Cache-Control', 'no-store');
    const rows = await ctx.db
      .select({ id: vendedores.id, nome: vendedores.nome })
      .from(vendedores)
      .where(eq(vendedores.empresaId, viewer.empresaId))
      .orderBy(asc(vendedores.nome), asc(vendedores.id));
    return rows satisfies FilterOption[];
  });

  app.get('/Relatorios/opcoes/categorias', options, async (request, reply) => {
    const viewer = await reportViewer(ctx.db, sessionOf(request));
    reply.header('Cache-Control', 'no-store');
    const rows = await ctx.db
      .select({ id: categorias.id, descricao: categorias.descricao, parentId: categorias.parentId })
      .from(categorias)
      .where(eq(categorias.empresaId, viewer.empresaId));
    return categoryPaths(rows);
  });
}
