import { addDays } from '@erp/domain';
import { categoriasFinanceiro, lancamentosFinanceiros } from '../../schema';
import type { EntryStatus } from '../../schema';
import type { SeedBranch } from './branches';
import { allocateIds, bulkInsert, type Tx } from './bulkInsert';
import { cents, type Random } from './random';
import type { SeededPeople } from './seedPeople';
import type { CreditSale } from './seedSales';

const CATEGORIES: readonly [string, 'receita' | 'despesa', readonly string[]][] = [
  ['Vendas', 'receita', ['Vendas a prazo', 'Outras receitas']],
  [
    'Despesas fixas',
    'despesa',
    ['Aluguel', 'Energia elétrica', 'Água e esgoto', 'Internet e telefone', 'Folha de pagamento'],
  ],
  ['Impostos', 'despesa', ['Simples Nacional']],
  ['Compras', 'despesa', ['Compra de mercadorias']],
];

/** Monthly bills of every branch: description, category, due day, typical amount. */
const FIXED_BILLS: readonly [string, string, number, number][] = [
  ['Aluguel do imóvel', 'Aluguel', 5, 8500],
  ['Conta de energia elétrica', 'Energia elétrica', 12, 3200],
  ['Conta de água e esgoto', 'Água e esgoto', 15, 650],
  ['Internet e telefone', 'Internet e telefone', 10, 380],
  ['Folha de pagamento', 'Folha de pagamento', 5, 24000],
  ['DAS - Simples Nacional', 'Simples Nacional', 20, 5400],
];

type EntryRow = typeof lancamentosFinanceiros.$inferInsert;

/**
 * Entries not yet due are open. Past-due ones are mostly paid (on or a few days before the due date); of the rest,
 * those of the last 60 days stay open (overdue), while older ones are almost all settled by now, as in a live company.
 */
function settle(random: Random, today: string, vencimento: string, valor: number, paidShare: number) {
  const open = { status: 'aberto' as EntryStatus, valorPago: 0, dataPagamento: null };
  if (vencimento >= today) return open;
  const recent = vencimento >= addDays(today, -60);
  if (!random.chance(recent ? paidShare : 0.995)) return open;
  return {
    status: 'pago' as EntryStatus,
    valorPago: valor,
    dataPagamento: addDays(vencimento, -random.int(0, 3)),
  };
}

/**
 * Receivables from credit sales (due 30 days after the sale), monthly fixed bills and supplier invoices per branch,
 * plus a few entries due in the next days and a few overdue ones per branch so every dashboard card has figures.
 */
export async function seedFinance(
  tx: Tx,
  empresaId: number,
  branches: readonly SeedBranch[],
  options: {
    today: string;
    contasPagar: number;
    people: SeededPeople;
    aPrazo: readonly CreditSale[];
    random: Random;
  },
): Promise<void> {
  const { random, today, people } = options;
  const categoryIds = new Map<string, number>();
  const categoryRows: (typeof categoriasFinanceiro.$inferInsert)[] = [];
  for (const [parent, tipo, children] of CATEGORIES) {
    const [parentId, ...childIds] = await allocateIds(tx, categoriasFinanceiro, children.length + 1);
    categoryRows.push({ id: parentId, empresaId, descricao: parent, tipo });
    children.forEach((descricao, i) => {
      categoryRows.push({ id: childIds[i], empresaId, descricao, tipo, parentId });
      categoryIds.set(descricao, childIds[i] ?? 0);
    });
  }
  await bulkInsert(tx, categoriasFinanceiro, categoryRows);
  const category = (name: string) => categoryIds.get(name) ?? null;

  const rows: EntryRow[] = [];
  for (const sale of options.aPrazo) {
    const vencimento = addDays(sale.data, 30);
    rows.push({
      empresaId,
      filialId: sale.filialId,
      tipo: 'receber',
      descricao: `Venda a prazo nº ${sale.vendaId}`,
      categoriaId: category('Vendas a prazo'),
      pessoaId: sale.clienteId,
      vendaId: sale.vendaId,
      valor: sale.total,
      vencimento,
      ...settle(random, today, vencimento, sale.total, 0.9),
    });
  }
  const supplier = () => (people.fornecedorIds.length ? random.pick(people.fornecedorIds) : null);
  for (const branch of branches) {
    for (let month = -12; month <= 1; month += 1) {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() + month);
      for (const [descricao, categoria, day, amount] of FIXED_BILLS) {
        const vencimento = addDays(first.toISOString().slice(0, 10), day - 1);
        const valor = cents(amount * (0.9 + random.next() * 0.2));
        rows.push({
          empresaId,
          filialId: branch.id,
          tipo: 'pagar',
          descricao,
          categoriaId: category(categoria),
          valor,
          vencimento,
          ...settle(random, today, vencimento, valor, 0.97),
        });
      }
    }
    const invoice = (vencimento: string, paidShare: number): EntryRow => {
      const valor = cents(random.int(300, 15_000) + random.next());
      return {
        empresaId,
        filialId: branch.id,
        tipo: 'pagar',
        descricao: `Nota fiscal de compra nº ${random.int(10_000, 999_999)}`,
        categoriaId: category('Compra de mercadorias'),
        pessoaId: supplier(),
        valor,
        vencimento,
        ...settle(random, today, vencimento, valor, paidShare),
      };
    };
    for (let i = 0; i < options.contasPagar; i += 1)
      rows.push(invoice(addDays(today, random.int(-365, 45)), 0.9));
    // Guaranteed figures for the dashboard cards: due in the next days, and overdue.
    for (const days of [1, 3, 6]) rows.push(invoice(addDays(today, days), 1));
    for (const days of [-4, -12]) rows.push(invoice(addDays(today, days), 0));
    const customer = () => (people.clienteIds.length ? random.pick(people.clienteIds) : null);
    for (const days of [0, 2, 5, -3, -9]) {
      const valor = cents(random.int(80, 2_500) + random.next());
      rows.push({
        empresaId,
        filialId: branch.id,
        tipo: 'receber',
        descricao: 'Recebimento de cliente (crediário)',
        categoriaId: category('Outras receitas'),
        pessoaId: customer(),
        valor,
        vencimento: addDays(today, days),
        status: 'aberto',
        valorPago: 0,
        dataPagamento: null,
      });
    }
  }
  await bulkInsert(tx, lancamentosFinanceiros, rows);
}
