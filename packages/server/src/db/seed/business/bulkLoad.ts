import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './bulkInsert';

/**
 * Runs a bulk load with PostgreSQL's per-row foreign-key triggers off (`session_replication_role = replica`, what
 * pg_restore --disable-triggers does), then checks every foreign key of the loaded tables in one set-based query
 * each. Per-row checks made the full seed ~6× slower on the embedded database (2–3× slower, over 20 s); the final
 * check keeps the guarantee. Where the role may not change the setting (a non-superuser on PostgreSQL), the load
 * simply runs with the triggers on.
 */
export async function withBulkLoad(
  tx: Tx,
  empresaId: number,
  tables: readonly PgTable[],
  load: () => Promise<void>,
): Promise<void> {
  const relaxed = await tx
    .transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    })
    .then(
      () => true,
      () => false,
    );
  try {
    await load();
  } finally {
    if (relaxed) await tx.execute(sql`set local session_replication_role = origin`);
  }
  if (relaxed) await verifyForeignKeys(tx, empresaId, tables);
}

/**
 * Throws when a row of the company in `tables` references a missing row (the check the disabled triggers would have
 * made). Every business table carries `empresa_id`, which keeps the check to the rows just loaded.
 */
async function verifyForeignKeys(tx: Tx, empresaId: number, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      const [column] = reference.columns;
      const [target] = reference.foreignColumns;
      if (!column || !target || reference.columns.length !== 1) continue;
      const result = (await tx.execute(
        sql`select exists (select 1 from ${table} c where c.empresa_id = ${empresaId} and c.${sql.identifier(column.name)} is not null and not exists (select 1 from ${reference.foreignTable} p where p.${sql.identifier(target.name)} = c.${sql.identifier(column.name)})) as orphan`,
      )) as { rows: { orphan: boolean }[] };
      if (result.rows[0]?.orphan)
        throw new Error(
          `Dados de demonstração inconsistentes: ${config.name}.${column.name} sem referência.`,
        );
    }
  }
}
