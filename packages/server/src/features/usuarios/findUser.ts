import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usuarios, type UsuarioRow } from '../../db/schema';

/** An active user by e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findActiveUserByEmail(db: Database, email: string): Promise<UsuarioRow | null> {
  const [row] = await db
    .select()
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.trim().toLowerCase()}`, eq(usuarios.ativo, true)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UsuarioRow | null> {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row ?? null;
}
