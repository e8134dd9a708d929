import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cidades, ufs } from '../../db/schema';
import { searchName } from './searchName';

// Inserting 5,571 rows one statement per chunk keeps each statement well under PostgreSQL's 65,535 parameters.
const CHUNK = 1000;

/**
 * Loads the IBGE states and municipalities of @brazilian-utils into `ufs` and `cidades`. Runs right after the SQL
 * migrations on both drivers (SQL migrations cannot read a package's data); it upserts, so a package update that renames
 * or adds a municipality reaches existing databases at the next start, and running it again changes nothing.
 */
export async function loadLocalidades(db: Database): Promise<void> {
  // Loaded here, not with the module: the package's one bundle (640 KB) is only needed to prepare a database, and
  // every process and server test file that opens one already prepared would parse it for nothing.
  const { getMunicipalities, getStates } = await import('@brazilian-utils/brazilian-utils');
  const states = getStates();
  const stateIds = new Map(states.map((state) => [state.code, state.ibgeCode]));
  const rows = getMunicipalities().map((city) => {
    const ufId = stateIds.get(city.stateCode);
    if (ufId === undefined) throw new Error(`UF desconhecida na lista do IBGE: ${city.stateCode}`);
    return { id: Number(city.code), nome: city.name, nomeBusca: searchName(city.name), ufId };
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(ufs)
      .values(states.map((state) => ({ id: state.ibgeCode, sigla: state.code, nome: state.name })))
      .onConflictDoUpdate({ target: ufs.id, set: { sigla: sql`excluded.sigla`, nome: sql`excluded.nome` } });
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx
        .insert(cidades)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: cidades.id,
          set: { nome: sql`excluded.nome`, nomeBusca: sql`excluded.nome_busca`, ufId: sql`excluded.uf_id` },
          // Unchanged rows are not rewritten, so a restart does not churn 5,571 rows.
          setWhere: sql`(${cidades.nome}, ${cidades.ufId}) is distinct from (excluded.nome, excluded.uf_id)`,
        });
    }
  });
}
