import { saoPauloDate } from '@erp/domain';
import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { lancamentosFinanceiros as lanc, pessoas } from '../../db/schema';
import { describePeriod, periodDates } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

function situation(scope: ReportScope): SQL<string> {
  return sql<string>`case when ${lanc.status} = 'pago' then 'pago' when ${lanc.vencimento} < ${saoPauloDate(scope.now)} then 'vencido' else 'aberto' end`;
}

// Cancelled entries count nowhere, as on the dashboard.
function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodDates(scope.filters);
  const { tipoLancamento, status } = scope.filters;
  return and(
    eq(lanc.empresaId, scope.empresaId),
    eq(lanc.filialId, scope.filialId),
    ne(lanc.status, 'cancelado'),
    gte(lanc.vencimento, from),
    lte(lanc.vencimento, to),
    tipoLancamento ? eq(lanc.tipo, tipoLancamento) : undefined,
    status ? sql`${situation(scope)} = ${status}` : undefined,
  );
}

const LABELS: Record<string, string> = { aberto: 'Aberto', pago: 'Pago', vencido: 'Vencido' };

const pageBy = keyset(lanc.vencimento, lanc.id, 'date');

/** Receivables and payables of the branch due in the period, with open, paid and overdue totals. */
export const financeiro: ReportSource = {
  columns: [
    { header: 'Vencimento', format: 'date', width: 11 },
    { header: 'Tipo', format: 'text', width: 9 },
    { header: 'Descrição', format: 'text', width: 28 },
    { header: 'Pessoa', format: 'text', width: 22 },
    { header: 'Valor', format: 'brl', width: 12 },
    { header: 'Pago', format: 'brl', width: 12 },
    { header: 'Pagamento', format: 'date', width: 11 },
    { header: 'Situação', format: 'text', width: 9 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: lanc.id,
        vencimento: lanc.vencimento,
        tipo: lanc.tipo,
        descricao: lanc.descricao,
        pessoa: pessoas.nome,
        valor: lanc.valor,
        pago: lanc.valorPago,
        dataPagamento: lanc.dataPagamento,
        situacao: situation(scope),
      })
      .from(lanc)
      .leftJoin(pessoas, eq(pessoas.id, lanc.pessoaId))
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.vencimento,
        r.tipo === 'receber' ? 'Receber' : 'Pagar',
        r.descricao,
        r.pessoa ?? '',
        r.valor,
        r.pago,
        r.dataPagamento,
        LABELS[r.situacao] ?? r.situacao,
      ]),
      next: pageBy.next(rows, limit, (last) => [last.vencimento, last.id]),
    };
  },

  async summary(db, scope) {
    const open = sql`${lanc.valor} - ${lanc.valorPago}`;
    const s = situation(scope);
    const [t] = await db
      .select({
        receber: sql<number>`coalesce(sum(${lanc.valor}) filter (where ${lanc.tipo} = 'receber'), 0)`.mapWith(
          Number,
        ),
        pagar: sql<number>`coalesce(sum(${lanc.valor}) filter (where ${lanc.tipo} = 'pagar'), 0)`.mapWith(
          Number,
        ),
        aberto: sql<number>`coalesce(sum(${open}) filter (where ${s} = 'aberto'), 0)`.mapWith(Number),
        vencido: sql<number>`coalesce(sum(${open}) filter (where ${s} = 'vencido'), 0)`.mapWith(Number),
        pago: sql<number>`coalesce(sum(${lanc.valorPago}), 0)`.mapWith(Number),
      })
      .from(lanc)
      .where(scoped(scope));
    return [
      { label: 'Total a receber', value: t?.receber ?? 0, format: 'brl' },
      { label: 'Total a pagar', value: t?.pagar ?? 0, format: 'brl' },
      { label: 'Em aberto', value: t?.aberto ?? 0, format: 'brl' },
      { label: 'Vencido', value: t?.vencido ?? 0, format: 'brl' },
      { label: 'Pago', value: t?.pago ?? 0, format: 'brl' },
    ];
  },

  describeFilters: (scope) =>
    [
      describePeriod(scope.filters),
      scope.filters.tipoLancamento === 'receber'
        ? 'Contas a receber'
        : scope.filters.tipoLancamento === 'pagar'
          ? 'Contas a pagar'
          : '',
      scope.filters.status ? `Situação: ${LABELS[scope.filters.status] ?? scope.filters.status}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
};
