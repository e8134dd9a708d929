import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usuarios, type UsuarioRow } from '../../db/schema';
import { firstRow } from '../../db/firstRow';

/** An active user by e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findActiveUserByEmail(db: Database, email: string): Promise<UsuarioRow | null> {
  return firstRow(
    db
      .select()
      .from(usuarios)
      .where(and(sql`lower(${usuarios.email}) = ${email.trim().toLowerCase()}`, eq(usuarios.ativo, true))),
  );
}

export async function findUserById(db: Database, id: number): Promise<UsuarioRow | null> {
  return firstRow(db.select().from(usuarios).where(eq(usuarios.id, id)));
}
