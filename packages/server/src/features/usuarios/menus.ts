import { buildMenus, type Menus, type UserInfo } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../auth/sessions';
import { loadClientViewInfo } from '../../admin/clientView';
import { brands, empresas } from '../../db/schema';
import { loadUserInfo } from './userInfo';

/** The brand settings `buildMenus` reads, of the brand a company belongs to. */
async function brandOfCompany(db: Database, empresaId: number) {
  const [brand] = await db
    .select({
      modulos: brands.modulos,
      planoModulos: brands.planoModulos,
      urlPdv: brands.urlPdv,
      possuiIntegracaoSuperlogica: brands.possuiIntegracaoSuperlogica,
    })
    .from(empresas)
    .innerJoin(brands, eq(brands.id, empresas.brandId))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return brand ?? null;
}

async function menusOf(db: Database, user: UserInfo | null, today: Date): Promise<Menus | null> {
  if (!user) return null;
  const brand = await brandOfCompany(db, user.empresaObj.id);
  return brand ? buildMenus({ user, config: brand, today }) : null;
}

/**
 * The user's menus as the browser builds them (same pure `buildMenus` of `@erp/domain`, same user info and brand
 * settings), so the server can enforce what the menus allow. Null when the user has no branch to work in.
 */
export async function loadMenus(db: Database, userId: number, today: Date): Promise<Menus | null> {
  return menusOf(db, await loadUserInfo(db, userId), today);
}

/** The menus of a session: in a client view, the viewed company's main area as the shell shows it to the staff. */
export async function loadSessionMenus(
  db: Database,
  session: SessionUser,
  today: Date,
): Promise<Menus | null> {
  const user =
    session.visaoEmpresaId != null
      ? await loadClientViewInfo(db, session)
      : await loadUserInfo(db, session.userId);
  return menusOf(db, user, today);
}
