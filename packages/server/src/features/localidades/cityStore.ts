import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escapeLike';
import { cidades, ufs } from '../../db/schema';
import { searchName } from './searchName';

/** A municipality as `Ceps/*` answers it: IBGE code, name and state abbreviation. */
export interface Cidade {
  id: number;
  nome: string;
  uf: string;
}

/** A state as `Ceps/ufs` answers it: IBGE code, abbreviation and name. */
export interface Uf {
  id: number;
  uf: string;
  nome: string;
}

export const cityColumns = { id: cidades.id, nome: cidades.nome, uf: ufs.sigla };

export function listUfs(db: Database): Promise<Uf[]> {
  return db.select({ id: ufs.id, uf: ufs.sigla, nome: ufs.nome }).from(ufs).orderBy(asc(ufs.nome));
}

/**
 * Cities of a state (all of them without `query`), or the search: accent- and case-insensitive, names starting with
 * the query first, then names containing it, each alphabetically.
 */
export function findCities(
  db: Database,
  options: { uf?: string; query?: string; limit?: number },
): Promise<Cidade[]> {
  const conditions: SQL[] = [];
  if (options.uf) conditions.push(eq(ufs.sigla, options.uf));
  const term = searchName(options.query ?? '');
  const prefix = `${escapeLike(term)}%`;
  if (term) conditions.push(like(cidades.nomeBusca, `%${escapeLike(term)}%`));
  const query = db
    .select(cityColumns)
    .from(cidades)
    .innerJoin(ufs, eq(ufs.id, cidades.ufId))
    .where(and(...conditions))
    .orderBy(
      ...(term ? [sql`case when ${cidades.nomeBusca} like ${prefix} then 0 else 1 end`] : []),
      asc(cidades.nomeBusca),
      asc(ufs.sigla),
    )
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  return query;
}

/** Whether the IBGE code is a municipality of the state. */
export async function cityInState(db: Database, cidadeId: number, uf: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cidades.id })
    .from(cidades)
    .innerJoin(ufs, eq(ufs.id, cidades.ufId))
    .where(and(eq(cidades.id, cidadeId), eq(ufs.sigla, uf)))
    .limit(1);
  return row !== undefined;
}
