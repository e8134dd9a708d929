import type { Cobranca, CobrancaStatus } from '@erp/domain';
import { saoPauloDate } from '@erp/domain';
import type { CobrancaRow } from '../../db/schema';

/** An open charge past its due date (São Paulo calendar) is shown as `vencida`; it can still be paid. */
export function chargeStatus(row: Pick<CobrancaRow, 'estado' | 'vencimento'>, now: number): CobrancaStatus {
  if (row.estado === 'aberta' && row.vencimento < saoPauloDate(now)) return 'vencida';
  return row.estado;
}

/** A charge as the API answers it. */
export function toCobranca(row: CobrancaRow, planoNome: string, now: number): Cobranca {
  return {
    id: row.idProvedor,
    filialId: row.filialId,
    planoId: row.planoId,
    planoNome,
    acao: row.acao,
    valor: Number(row.valor),
    vencimento: row.vencimento,
    status: chargeStatus(row, now),
    linhaDigitavel: row.linhaDigitavel,
    linkPagamento: row.linkPagamento,
    pagaEm: row.pagaEm?.toISOString() ?? null,
    criadaEm: row.createdAt.toISOString(),
  } satisfies Cobranca;
}

/** Reais to exact cents (numeric(12,2) reaches us as a float: round, never truncate). */
export function toCents(valor: number): number {
  return Math.round(valor * 100);
}
