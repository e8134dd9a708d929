import { MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { saoPauloDate } from '@erp/domain';
import type { Database, Transaction } from '../../db/database';
import { cobrancaEventos, cobrancas, filiais, type CobrancaRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { toCents } from './chargeView';
import { paidPeriodEnd } from './paidPeriod';

type FilialRow = typeof filiais.$inferSelect;

/** How a charge came to be paid. */
export type Settlement =
  | { via: 'webhook'; provider: string; eventId: string; amountCents: number; paidAt: Date }
  | {
      via: 'manual';
      provider: string;
      paidAt: Date;
      record?(tx: Transaction, change: SettledCharge): Promise<void>;
    };

/** A charge just paid, with its branch before and after. */
export interface SettledCharge {
  charge: CobrancaRow;
  before: FilialRow;
  after: FilialRow;
}

/** The result: `applied` is false when the charge had already been paid (nothing changed the second time). */
export type SettleResult =
  { applied: true; settled: SettledCharge } | { applied: false; charge: CobrancaRow };

/**
 * Pays a charge, once: in one transaction the event id is stored (a replay is refused), the charge goes from `aberta`
 * to `paga`, and its branch gets the charge's plan, leaves the trial and the block, and gets 30 more paid days. A
 * second payment of the same charge (another event, a staff settlement) changes nothing and says so. Nothing is
 * written when any check fails: unknown charge, cancelled charge, amount that differs.
 */
export async function settleCharge(
  db: Database,
  chargeId: string,
  settlement: Settlement,
  now: number,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    if (settlement.via === 'webhook') {
      const stored = await tx
        .insert(cobrancaEventos)
        .values({ provedor: settlement.provider, eventoId: settlement.eventId, idProvedor: chargeId })
        .onConflictDoNothing()
        .returning({ eventoId: cobrancaEventos.eventoId });
      if (!stored.length) throw new HttpError(409, MESSAGES.billing.webhookReplay);
    }
    // Locked: two notifications of the same payment arriving together settle it once.
    const [charge] = await tx
      .select()
      .from(cobrancas)
      .where(and(eq(cobrancas.provedor, settlement.provider), eq(cobrancas.idProvedor, chargeId)))
      .for('update')
      .limit(1);
    if (!charge) throw new HttpError(404, MESSAGES.billing.chargeNotFound);
    if (settlement.via === 'webhook' && settlement.amountCents !== toCents(charge.valor))
      throw new HttpError(409, MESSAGES.billing.amountMismatch);
    if (charge.estado === 'cancelada') throw new HttpError(409, MESSAGES.billing.chargeCancelled);
    if (charge.estado === 'paga') return { applied: false, charge };

    const [paid] = await tx
      .update(cobrancas)
      .set({ estado: 'paga', pagaEm: settlement.paidAt, baixa: settlement.via })
      .where(eq(cobrancas.id, charge.id))
      .returning();
    const [before] = await tx.select().from(filiais).where(eq(filiais.id, charge.filialId)).for('update');
    const [after] = await tx
      .update(filiais)
      .set({
        planoId: charge.planoId,
        trial: false,
        bloqueada: false,
        dataVencimento: paidPeriodEnd(before!, saoPauloDate(now)),
      })
      .where(eq(filiais.id, charge.filialId))
      .returning();
    const settled: SettledCharge = { charge: paid!, before: before!, after: after! };
    if (settlement.via === 'manual') await settlement.record?.(tx, settled);
    return { applied: true, settled };
  });
}
