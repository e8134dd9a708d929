import { MESSAGES } from '@erp/domain';
import type { AuditEntry } from '@erp/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditoria, brands, usuarios } from '../../db/schema';
import { columnFields, compileFilter, type FilterModel } from '../../filter';
import type { AdminUser } from '../../admin/adminGuard';
import { brandForAdmin } from '../../admin/brandAccess';

/** What an audit filter may touch. */
export const auditModel: FilterModel = {
  label: MESSAGES.query.labels.auditoria,
  fields: {
    ...columnFields(auditoria, {
      id: 'integer',
      data: 'date',
      usuarioId: 'integer',
      acao: 'string',
      alvo: 'string',
    }),
    idConfig: { column: brands.idConfig, type: 'integer' },
  },
  maxLimit: 200,
};

/**
 * The rows an admin may read: a master only their brand's (a `where` naming another brand is a 403, not an empty
 * page); staff every row, product-wide ones included.
 */
async function auditScope(db: Database, admin: AdminUser, where: unknown): Promise<SQL | undefined> {
  const named =
    where && typeof where === 'object' && 'idConfig' in where
      ? (where as { idConfig: unknown }).idConfig
      : undefined;
  if (typeof named === 'number') await brandForAdmin(db, admin, named);
  return admin.isAvanco ? undefined : eq(auditoria.brandId, admin.brandId);
}

/** One page of the audit log, newest first by default. */
export async function listAudit(db: Database, admin: AdminUser, filter: unknown): Promise<AuditEntry[]> {
  const where = (filter as { where?: unknown } | undefined)?.where;
  const compiled = compileFilter(auditModel, filter, { scope: await auditScope(db, admin, where) });
  const query = db
    .select({ row: auditoria, idConfig: brands.idConfig, nome: usuarios.nome, email: usuarios.email })
    .from(auditoria)
    .innerJoin(usuarios, eq(usuarios.id, auditoria.usuarioId))
    .leftJoin(brands, eq(brands.id, auditoria.brandId))
    .where(compiled.where)
    .orderBy(...(compiled.orderBy.length ? compiled.orderBy : [desc(auditoria.data), desc(auditoria.id)]))
    .limit(compiled.limit ?? 50)
    .$dynamic();
  if (compiled.offset !== undefined) query.offset(compiled.offset);
  return (await query).map(({ row, idConfig, nome, email }) => ({
    id: row.id,
    data: row.data.toISOString(),
    usuario: { id: row.usuarioId, nome, email },
    idConfig,
    acao: row.acao,
    alvo: row.alvo,
    de: row.de ?? null,
    para: row.para ?? null,
  }));
}

/** How many audit rows a `where` matches within what the admin may read. */
export async function countAudit(db: Database, admin: AdminUser, where: unknown): Promise<number> {
  const compiled = compileFilter(auditModel, { where }, { scope: await auditScope(db, admin, where) });
  const [row] = await db
    .select({ total: count() })
    .from(auditoria)
    .leftJoin(brands, eq(brands.id, auditoria.brandId))
    .where(compiled.where);
  return Number(row?.total ?? 0);
}
