import { saoPauloDate } from '@erp/domain';
import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { lancamentosFinanceiros as lanc, pessoas, type EntryKind } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod, periodDates } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';
import { joinedTextColumn, labelColumn, reportTable } from '../reportTable';

function situation(scope: ReportScope): SQL<string> {
  return sql<string>`case when ${lanc.status} = 'pago' then 'pago' when ${lanc.vencimento} < ${saoPauloDate(scope.now)} then 'vencido' else 'aberto' end`;
}

// Cancelled entries count nowhere, as on the dashboard.
function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodDates(scope.filters);
  const { tipoLancamento, status } = scope.filters;
  return and(
    ofBranch(lanc, scope),
    ne(lanc.status, 'cancelado'),
    gte(lanc.vencimento, from),
    lte(lanc.vencimento, to),
    tipoLancamento ? eq(lanc.tipo, tipoLancamento) : undefined,
    status ? sql`${situation(scope)} = ${status}` : undefined,
  );
}

const LABELS: Record<string, string> = { aberto: 'Aberto', pago: 'Pago', vencido: 'Vencido' };

const KIND_LABELS: Record<EntryKind, string> = { receber: 'Receber', pagar: 'Pagar' };

const pageBy = keyset(lanc.vencimento, lanc.id, { cast: 'date' });

const SITUATION_COLUMN = { header: 'Situação', format: 'text', width: 9 } as const;

const table = reportTable({
  vencimento: { header: 'Vencimento', format: 'date', width: 11, select: lanc.vencimento },
  tipo: labelColumn('Tipo', 9, lanc.tipo, KIND_LABELS),
  descricao: { header: 'Descrição', format: 'text', width: 28, select: lanc.descricao },
  // Left-joined: an entry may have no person.
  pessoa: joinedTextColumn('Pessoa', 22, pessoas.nome, ''),
  valor: { header: 'Valor', format: 'brl', width: 12, select: lanc.valor },
  pago: { header: 'Pago', format: 'brl', width: 12, select: lanc.valorPago },
  dataPagamento: { header: 'Pagamento', format: 'date', width: 11, select: lanc.dataPagamento },
});

/** Receivables and payables of the branch due in the period, with open, paid and overdue totals. */
export const financeiro: ReportSource = {
  // The situation depends on the day the report runs: its column is selected per job.
  columns: [...table.columns, SITUATION_COLUMN],

  async page(db, scope, cursor, limit) {
    const query = db
      .select({ ...table.select, ...pageBy.fields, situacao: situation(scope) })
      .from(lanc)
      .leftJoin(pessoas, eq(pessoas.id, lanc.pessoaId));
    const rows = await pageBy.pageAfter(query.$dynamic(), scoped(scope), cursor, limit);
    return pageBy.toPage(rows, limit, (r) => [...table.cells(r), LABELS[r.situacao] ?? r.situacao]);
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
