import type { Database } from '../db/database';
import { auditoria } from '../db/schema';

/** Anything that can insert: the database or a transaction of it (write the audit row with the change). */
type Inserter = Pick<Database, 'insert'>;

/** One admin change: who, in which brand (null for product-wide items), what, on what, from → to. */
export interface AuditRecord {
  usuarioId: number;
  brandId: number | null;
  /** Dotted verb, e.g. `whitelabel.alterar`, `usuario.bloquear`, `canary.rollback-automatico`. */
  acao: string;
  /** What was changed, e.g. `ConfigWhiteLabels/2`, `Usuarios/15`. */
  alvo: string;
  de?: unknown;
  para?: unknown;
}

/** Writes one audit row; call it in the same transaction as the change so both happen or neither. */
export async function recordAudit(db: Inserter, record: AuditRecord): Promise<void> {
  await db.insert(auditoria).values({
    usuarioId: record.usuarioId,
    brandId: record.brandId,
    acao: record.acao,
    alvo: record.alvo.slice(0, 300),
    de: record.de ?? null,
    para: record.para ?? null,
  });
}
