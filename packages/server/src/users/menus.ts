import { buildMenus, type Menus } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, empresas, usuarios } from '../db/schema';
import { loadUserInfo } from './userInfo';

/**
 * The user's menus as the browser builds them (same pure `buildMenus` of `@erp/domain`, same user info and brand
 * settings), so the server can enforce what the menus allow. Null when the user has no branch to work in.
 */
export async function loadMenus(db: Database, userId: number, today: Date): Promise<Menus | null> {
  const user = await loadUserInfo(db, userId);
  if (!user) return null;
  const [brand] = await db
    .select({
      modulos: brands.modulos,
      planoModulos: brands.planoModulos,
      urlPdv: brands.urlPdv,
      possuiIntegracaoSuperlogica: brands.possuiIntegracaoSuperlogica,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .innerJoin(brands, eq(brands.id, empresas.brandId))
    .where(eq(usuarios.id, userId))
    .limit(1);
  if (!brand) return null;
  return buildMenus({ user, config: brand, today });
}
