import { addDays, FiscalModel, saoPauloInstant, StockMovementType, weekDay } from '@erp/domain';
import { itensVenda, movimentacoesEstoque, vendas, vendedores } from '../../schema';
import type { SeedBranch } from './branches';
import { allocateIds, bulkInsert, type Tx } from './bulkInsert';
import { FIRST_NAMES, SURNAMES } from './names';
import { cents, type Random } from './random';
import type { SeededPeople } from './seedPeople';
import type { SeededProduct } from './seedProducts';

/** A sale paid later (boleto, store credit): it becomes a receivable. */
export interface CreditSale {
  vendaId: number;
  filialId: number;
  clienteId: number;
  data: string;
  total: number;
}

export interface SeededSales {
  /** Quantity sold per `${localEstoqueId}:${produtoId}`, for the stock balances. */
  vendido: Map<string, number>;
  aPrazo: CreditSale[];
}

/** NF-e payment form codes with their share of sales; '15' boleto and '05' store credit are paid later. */
const PAYMENT_MIX: readonly [string, number][] = [
  ['01', 0.2],
  ['03', 0.24],
  ['04', 0.24],
  ['17', 0.24],
  ['15', 0.05],
  ['05', 0.03],
];
const CREDIT_FORMS = new Set(['15', '05']);
const ITEM_COUNTS = [1, 1, 2, 2, 2, 3, 3, 4, 5] as const;
const DAYS = 365;

function paymentForm(random: Random): string {
  let r = random.next();
  for (const [codigo, share] of PAYMENT_MIX) {
    r -= share;
    if (r < 0) return codigo;
  }
  return '01';
}

/**
 * How many sales each of the last 365 days gets (index 0 = 364 days ago, last = today): busier Saturdays, quieter
 * Sundays, a slow growth over the year; the counts add up to `total` exactly.
 */
function salesPerDay(today: string, total: number): number[] {
  const weights = Array.from({ length: DAYS }, (_, i) => {
    const day = weekDay(addDays(today, i - DAYS + 1));
    const weekFactor = day === 6 ? 1.4 : day === 0 ? 0.7 : 1;
    return weekFactor * (0.85 + (0.3 * i) / DAYS);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  let carried = 0;
  let given = 0;
  return weights.map((weight) => {
    carried += (weight / sum) * total;
    const count = Math.round(carried) - given;
    given += count;
    return count;
  });
}

/**
 * Sellers, then a year of sales per branch with their items and, where the branch keeps stock, one VENDA movement
 * per item. Most are NFC-e (65) to unidentified consumers; NF-e (55) sales always name a customer.
 */
export async function seedSales(
  tx: Tx,
  empresaId: number,
  branches: readonly SeedBranch[],
  options: {
    total: number;
    vendedores: number;
    sellerUserIds: readonly number[];
    today: string;
    people: SeededPeople;
    products: readonly SeededProduct[];
    random: Random;
  },
): Promise<SeededSales> {
  const { random, people, today } = options;
  const sellerIds = await allocateIds(tx, vendedores, options.vendedores);
  await bulkInsert(
    tx,
    vendedores,
    sellerIds.map((id, i) => ({
      id,
      empresaId,
      nome: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
      usuarioId: options.sellerUserIds[i] ?? null,
      comissao: random.pick([1, 1.5, 2, 2.5, 3]),
    })),
  );

  const sellable = options.products.filter((p) => p.estocavel);
  const pool = sellable.length ? sellable : options.products;
  const saleRows: (typeof vendas.$inferInsert)[] = [];
  const itemRows: (typeof itensVenda.$inferInsert)[] = [];
  const movementRows: (typeof movimentacoesEstoque.$inferInsert)[] = [];
  const vendido = new Map<string, number>();
  const aPrazo: CreditSale[] = [];

  // The first branch is the busiest; the others share the rest.
  const shares = branches.map((_, i) =>
    branches.length === 1 ? 1 : i === 0 ? 0.6 : 0.4 / (branches.length - 1),
  );
  for (const [branchIndex, branch] of branches.entries()) {
    const localEstoqueId = branch.locaisEstoqueIds[0] ?? null;
    const perDay = salesPerDay(today, Math.round(options.total * (shares[branchIndex] ?? 0)));
    // Each branch works with its own sellers (round-robin), so per-seller reports differ by branch.
    const branchSellers = sellerIds.filter((_, i) => i % branches.length === branchIndex);
    const sellers = branchSellers.length ? branchSellers : sellerIds;
    const ids = await allocateIds(
      tx,
      vendas,
      perDay.reduce((a, b) => a + b, 0),
    );
    let next = 0;
    for (const [dayIndex, count] of perDay.entries()) {
      const data = addDays(today, dayIndex - DAYS + 1);
      // Opening hours 07:00–21:00, in order so that sale numbers follow time. Today's sales use the whole day too, so
      // the dashboard's "today" is filled whatever the hour the seed runs.
      const minutes = Array.from({ length: count }, () => random.int(7 * 60, 21 * 60 - 1)).sort(
        (a, b) => a - b,
      );
      for (const minute of minutes) {
        const id = ids[next] ?? 0;
        next += 1;
        const dataHora = saoPauloInstant(data, minute);
        const modelo = random.chance(0.85) ? FiscalModel.NFCE : FiscalModel.NFE;
        const formaPagamento = modelo === FiscalModel.NFE && random.chance(0.4) ? '15' : paymentForm(random);
        const needsCustomer =
          modelo === FiscalModel.NFE || CREDIT_FORMS.has(formaPagamento) || random.chance(0.3);
        const clienteId = needsCustomer && people.clienteIds.length ? random.pick(people.clienteIds) : null;
        const status = random.chance(0.02) ? 'cancelada' : 'finalizada';
        let subtotal = 0;
        const itemCount = random.pick(ITEM_COUNTS);
        for (let k = 0; k < itemCount; k += 1) {
          // Squaring favours the first products: a few best sellers, a long tail.
          const product = pool[Math.floor(random.next() ** 2 * pool.length)] ?? pool[0];
          if (!product) break;
          const quantidade = product.porPeso ? random.int(300, 2500) / 1000 : random.int(1, 4);
          const total = cents(quantidade * product.precoVenda);
          subtotal += total;
          itemRows.push({
            empresaId,
            vendaId: id,
            produtoId: product.id,
            quantidade,
            precoUnitario: product.precoVenda,
            total,
          });
          if (status === 'finalizada' && localEstoqueId !== null && product.estocavel) {
            movementRows.push({
              empresaId,
              filialId: branch.id,
              localEstoqueId,
              produtoId: product.id,
              tipo: StockMovementType.VENDA,
              quantidade: -quantidade,
              custoUnitario: product.custo,
              dataHora,
              origem: 'venda',
              origemId: id,
            });
            const key = `${localEstoqueId}:${product.id}`;
            vendido.set(key, (vendido.get(key) ?? 0) + quantidade);
          }
        }
        subtotal = cents(subtotal);
        const desconto = random.chance(0.1) ? cents(subtotal * 0.05) : 0;
        const total = cents(subtotal - desconto);
        saleRows.push({
          id,
          empresaId,
          filialId: branch.id,
          numero: next,
          dataHora,
          clienteId,
          vendedorId: random.pick(sellers),
          subtotal,
          desconto,
          total,
          formaPagamento,
          status,
          modelo,
        });
        if (status === 'finalizada' && clienteId !== null && CREDIT_FORMS.has(formaPagamento))
          aPrazo.push({ vendaId: id, filialId: branch.id, clienteId, data, total });
      }
    }
  }
  await bulkInsert(tx, vendas, saleRows);
  await bulkInsert(tx, itensVenda, itemRows);
  await bulkInsert(tx, movimentacoesEstoque, movementRows);
  return { vendido, aPrazo };
}
