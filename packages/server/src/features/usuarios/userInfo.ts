import {
  allPermissions,
  PermissionLevel,
  permissionsFromRows,
  type LoginUser,
  type PermissionKey,
  type UserInfo,
} from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brands, empresas, perfilPermissoes, usuarios, type UsuarioRow } from '../../db/schema';
import { countUnreadAlerts } from '../alertas/alertStore';
import { activeBoletoConfiguration, activeStockLocationCount } from './branchResources';
import { loadSelectedBranch } from './branchStore';

/** The user object of a login answer (spec 000 §3). */
export function toLoginUser(
  row: Pick<UsuarioRow, 'id' | 'nome' | 'email' | 'isAvanco' | 'master'>,
): LoginUser {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    isAvanco: row.isAvanco,
    master: row.master,
  } satisfies LoginUser;
}

/**
 * Effective permissions: company administrators and the product's own staff (master, isAvanco) hold everything;
 * an accountant without a profile still sees what they come for (fiscal exports, NF-e, reports); everyone else
 * holds exactly their profile's levels.
 */
export async function effectivePermissions(
  db: Database,
  user: UsuarioRow,
): Promise<Record<PermissionKey, PermissionLevel>> {
  if (user.perfilAdmin || user.master || user.isAvanco) return allPermissions(PermissionLevel.TOTAL);
  if (user.perfilId !== null) {
    const rows = await db
      .select({ chave: perfilPermissoes.chave, nivel: perfilPermissoes.nivel })
      .from(perfilPermissoes)
      .where(eq(perfilPermissoes.perfilId, user.perfilId));
    return permissionsFromRows(rows);
  }
  const none = allPermissions(PermissionLevel.NONE);
  if (user.isContador)
    return {
      ...none,
      fiscal: PermissionLevel.VIEW,
      nfe: PermissionLevel.VIEW,
      relatorios: PermissionLevel.VIEW,
    };
  return none;
}

/** Everything the main area needs about the signed-in user, or null when they have no branch to work in. */
export async function loadUserInfo(db: Database, userId: number): Promise<UserInfo | null> {
  const [row] = await db
    .select({ user: usuarios, empresa: empresas, modulos: brands.modulos })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .innerJoin(brands, eq(brands.id, empresas.brandId))
    .where(eq(usuarios.id, userId))
    .limit(1);
  if (!row) return null;
  const filial = await loadSelectedBranch(db, userId);
  if (!filial) return null;
  const { user } = row;
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    avatar: user.avatar,
    cpfCnpj: user.cpfCnpj,
    empresaObj: { id: row.empresa.id, nome: row.empresa.nome },
    filialSelecionada: filial.id,
    filialSelecionadaObj: filial,
    permissoes: await effectivePermissions(db, user),
    perfilAdmin: user.perfilAdmin,
    suporteWhiteLabel: user.suporteWhiteLabel,
    isContador: user.isContador,
    isAvanco: user.isAvanco,
    master: user.master,
    painelAdministrativo: user.painelAdministrativo,
    alertas: await countUnreadAlerts(db, { userId: user.id, empresaId: user.empresaId }),
    configWhiteLabel: { modulos: row.modulos.map(({ id, ativo, menus }) => ({ id, ativo, menus })) },
    configuracaoBoleto: await activeBoletoConfiguration(db, user.empresaId, filial.id),
    quantidadeLocaisEstoque: await activeStockLocationCount(db, user.empresaId, filial.id),
  } satisfies UserInfo;
}
