import type { FilialResumo, UserInfo } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import { brands, empresas, filiais } from '../db/schema';
import { activeBoletoConfiguration, activeStockLocationCount } from '../features/usuarios/branchResources';
import { listUserBranches, selectedBranchRow, toFilialSelecionada } from '../features/usuarios/branchStore';
import { loadUserInfo } from '../features/usuarios/userInfo';
import { firstRow } from '../db/firstRow';

/** How long a client-view session lasts. */
export const CLIENT_VIEW_TTL_MS = 3_600_000;

type FilialRow = typeof filiais.$inferSelect;

/** The branch a client view shows: the company's first branch (the admin has no selection of their own there). */
async function clientViewBranch(db: Database, empresaId: number): Promise<FilialRow | null> {
  return firstRow(db.select().from(filiais).where(eq(filiais.empresaId, empresaId)).orderBy(asc(filiais.id)));
}

/** The branch a session works in: the user's selected one, or in a client view the viewed company's. */
export async function sessionBranchRow(db: Database, session: SessionUser): Promise<FilialRow | null> {
  return session.visaoEmpresaId != null
    ? clientViewBranch(db, session.visaoEmpresaId)
    : selectedBranchRow(db, session.userId);
}

/**
 * The branches a session may read (branch list, charges): the user's own, or in a client view only the branch the view
 * shows — never the staff member's own company's.
 */
export async function sessionBranches(db: Database, session: SessionUser): Promise<FilialResumo[]> {
  if (session.visaoEmpresaId == null) return listUserBranches(db, session.userId);
  const row = await clientViewBranch(db, session.visaoEmpresaId);
  return row ? [{ id: row.id, nome: row.nome, apelido: row.apelido, cpfCnpj: row.cpfCnpj }] : [];
}

/**
 * User info of a client-view session: the admin's own identity inside the viewed company (its branch, modules,
 * resources), not in the administrative panel, and marked `visaoCliente` so the shell shows the way back.
 */
export async function loadClientViewInfo(db: Database, session: SessionUser): Promise<UserInfo | null> {
  const empresaId = session.visaoEmpresaId;
  if (empresaId == null) return null;
  const own = await loadUserInfo(db, session.userId);
  const [company] = await db
    .select({ id: empresas.id, nome: empresas.nome, modulos: brands.modulos })
    .from(empresas)
    .innerJoin(brands, eq(brands.id, empresas.brandId))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  const branch = await clientViewBranch(db, empresaId);
  if (!own || !company || !branch) return null;
  return {
    ...own,
    empresaObj: { id: company.id, nome: company.nome },
    filialSelecionada: branch.id,
    filialSelecionadaObj: await toFilialSelecionada(db, branch),
    painelAdministrativo: false,
    visaoCliente: { empresaId: company.id, nome: company.nome },
    configWhiteLabel: { modulos: company.modulos.map(({ id, ativo, menus }) => ({ id, ativo, menus })) },
    configuracaoBoleto: await activeBoletoConfiguration(db, company.id, branch.id),
    quantidadeLocaisEstoque: await activeStockLocationCount(db, company.id, branch.id),
  };
}
