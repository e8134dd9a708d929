import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { empresas, type UsuarioRow } from '../../db/schema';

/**
 * Whether `caller` administers `target`'s brand from the administration area: staff (isAvanco) every brand, a
 * master their own; staff accounts only by staff.
 */
export async function administersUser(
  db: Database,
  caller: Pick<UsuarioRow, 'isAvanco' | 'master' | 'empresaId'>,
  target: Pick<UsuarioRow, 'isAvanco' | 'empresaId'>,
): Promise<boolean> {
  if (caller.isAvanco) return true;
  if (!caller.master || target.isAvanco) return false;
  const brandOf = async (empresaId: number) =>
    (
      await db.select({ brandId: empresas.brandId }).from(empresas).where(eq(empresas.id, empresaId)).limit(1)
    )[0]?.brandId;
  const [own, theirs] = await Promise.all([brandOf(caller.empresaId), brandOf(target.empresaId)]);
  return own !== undefined && own === theirs;
}
