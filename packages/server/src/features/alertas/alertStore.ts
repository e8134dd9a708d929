import type { Alerta } from '@erp/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { Database } from '../../db/database';
import { alertas, type AlertaRow } from '../../db/schema/alerts';
import { notify } from '../../realtime/notify';
import { firstRow } from '../../db/firstRow';

/** Whose alerts a query may touch: the signed-in user inside their own company, nobody else's. */
export interface AlertOwner {
  userId: number;
  empresaId: number;
}

/** The realtime event of a new alert (spec 001 §7 "Realtime socket"). */
export const ALERT_EVENT = 'alerta';

export function toAlerta(row: AlertaRow): Alerta {
  return {
    id: row.id,
    tipo: row.tipo,
    texto: row.texto,
    data: row.data.toISOString(),
    link: row.link,
    permiteExcluir: row.permiteExcluir,
    lido: row.lido,
  } satisfies Alerta;
}

/** The condition every alert query starts from. */
export function ownedBy(owner: AlertOwner): SQL {
  return and(eq(alertas.usuarioId, owner.userId), eq(alertas.empresaId, owner.empresaId)) as SQL;
}

export async function countUnreadAlerts(db: Database, owner: AlertOwner): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(alertas)
    .where(and(ownedBy(owner), eq(alertas.lido, false)));
  return row?.total ?? 0;
}

/** The owner's alerts, newest first. */
export async function listOwnAlerts(db: Database, owner: AlertOwner, limit: number): Promise<Alerta[]> {
  const rows = await db
    .select()
    .from(alertas)
    .where(ownedBy(owner))
    .orderBy(desc(alertas.data), desc(alertas.id))
    .limit(limit);
  return rows.map(toAlerta);
}

/** One of the owner's alerts; null for an unknown id or someone else's (callers answer 404 either way). */
export async function findOwnAlert(db: Database, owner: AlertOwner, id: number): Promise<AlertaRow | null> {
  return firstRow(
    db
      .select()
      .from(alertas)
      .where(and(ownedBy(owner), eq(alertas.id, id))),
  );
}

/** Pushes each new alert to its own user's room, with its id, so the header prepends it (spec 001 §4). */
export function deliverAlerts(io: Server, rows: AlertaRow[]): void {
  for (const row of rows) notify(io, { userId: row.usuarioId }, ALERT_EVENT, toAlerta(row));
}
