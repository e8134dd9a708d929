import { MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { addDays, saoPauloDate } from '@erp/domain';
import type { Database } from '../../db/database';
import { cobrancas, filiais, type CobrancaRow, type PlanoRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { contractChanges, type PlanAction } from '../planos/planActions';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { BillingProvider } from './provider/billingProvider';
import { chargeStatus, toCents } from './chargeView';
import { firstRow } from '../../db/firstRow';

type FilialRow = typeof filiais.$inferSelect;

export interface IssueChargeInput {
  action: PlanAction;
  filial: FilialRow;
  plano: PlanoRow;
  userId: number;
}

export interface BillingDeps {
  db: Database;
  provider: BillingProvider;
  clock: () => number;
  dueDays: number;
}

async function openChargeOf(db: Database, filialId: number): Promise<CobrancaRow | null> {
  return firstRow(
    db
      .select()
      .from(cobrancas)
      .where(and(eq(cobrancas.filialId, filialId), eq(cobrancas.estado, 'aberta'))),
  );
}

/**
 * A plan action: checks it fits the branch, records the contract, and issues a charge of the plan's monthly price
 * through the provider. The branch stays as it is (trial, blocked) until the charge is paid. The same action on the
 * same plan while its charge is open and not overdue answers that charge (a double click issues one); any other
 * replaces it: the new charge is created first, the old one cancelled with it, so the branch always has one to pay.
 */
export async function issuePlanCharge(deps: BillingDeps, input: IssueChargeInput): Promise<CobrancaRow> {
  const { db, provider } = deps;
  const now = deps.clock();
  const { action, filial, plano } = input;
  const contract = contractChanges(action, filial, plano, now);
  const open = await openChargeOf(db, filial.id);
  if (open && open.planoId === plano.id && open.acao === action && chargeStatus(open, now) === 'aberta')
    return open;

  const dueDate = addDays(saoPauloDate(now), deps.dueDays);
  const amountCents = toCents(plano.valorMensal);
  const issued = await provider
    .createCharge({
      reference: `filial-${filial.id}-${now}`,
      amountCents,
      dueDate,
      description: `${plano.nome} - ${filial.nome}`,
      payer: { name: filial.nome, document: filial.cpfCnpj },
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, MESSAGES.billing.providerUnavailable);
    });
  try {
    const created = await db.transaction(async (tx) => {
      if (open) {
        await tx
          .update(cobrancas)
          .set({ estado: 'cancelada' })
          .where(and(eq(cobrancas.id, open.id), eq(cobrancas.estado, 'aberta')));
      }
      if (Object.keys(contract).length)
        await tx.update(filiais).set(contract).where(eq(filiais.id, filial.id));
      const [row] = await tx
        .insert(cobrancas)
        .values({
          provedor: provider.name,
          idProvedor: issued.chargeId,
          empresaId: filial.empresaId,
          filialId: filial.id,
          planoId: plano.id,
          acao: action,
          valor: amountCents / 100,
          vencimento: dueDate,
          linhaDigitavel: issued.digitableLine,
          linkPagamento: issued.paymentUrl,
          criadaPor: input.userId,
        })
        .returning();
      return row!;
    });
    if (open) await provider.cancelCharge(open.idProvedor).catch(() => undefined);
    return created;
  } catch (error) {
    await provider.cancelCharge(issued.chargeId).catch(() => undefined);
    // Another plan action of the same branch won the race for the one open charge: answer the charge it issued.
    if (isUniqueViolation(error)) {
      const winner = await openChargeOf(db, filial.id);
      if (winner) return winner;
    }
    throw error;
  }
}
