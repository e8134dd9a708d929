import { addDays, saoPauloInstant, StockMovementType } from '@erp/domain';
import { movimentacoesEstoque, saldosEstoque } from '../../schema';
import type { SeedBranch } from './branches';
import { bulkInsert, type Tx } from './bulkInsert';
import type { Random } from './random';
import type { SeededProduct } from './seedProducts';

/** Share of goods left below their minimum stock in each location (the dashboard's low-stock figure). */
const BELOW_MINIMUM = 0.03;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Purchases (COMPRA) and a few losses (PERDAS) per product and location, sized so that the balance written to
 * `saldos_estoque` is exactly the sum of that location's movements, sales included.
 */
export async function seedStock(
  tx: Tx,
  empresaId: number,
  branches: readonly SeedBranch[],
  options: {
    today: string;
    products: readonly SeededProduct[];
    vendido: ReadonlyMap<string, number>;
    random: Random;
  },
): Promise<void> {
  const { random, today } = options;
  const movements: (typeof movimentacoesEstoque.$inferInsert)[] = [];
  const balances: (typeof saldosEstoque.$inferInsert)[] = [];
  const places = branches.flatMap((branch) =>
    branch.locaisEstoqueIds.map((id) => ({ branch, localEstoqueId: id })),
  );
  for (const { branch, localEstoqueId } of places) {
    for (const product of options.products) {
      if (!product.estocavel) continue;
      const sold = options.vendido.get(`${localEstoqueId}:${product.id}`) ?? 0;
      const minimum = product.estoqueMinimo;
      const final = random.chance(BELOW_MINIMUM)
        ? random.int(0, Math.max(0, minimum - 1))
        : minimum + random.int(5, 80);
      const loss = random.chance(0.05) ? random.int(1, 3) : 0;
      const bought = round3(sold + final + loss);
      const base = { empresaId, filialId: branch.id, localEstoqueId, produtoId: product.id };
      // Split into 1–4 deliveries spread over the year, the last one taking the rounding remainder.
      const deliveries = bought > 0 ? random.int(1, 4) : 0;
      let left = bought;
      for (let d = 0; d < deliveries; d += 1) {
        const quantidade =
          d === deliveries - 1 ? round3(left) : round3(Math.floor((bought / deliveries) * 1000) / 1000);
        left = round3(left - quantidade);
        const daysAgo = Math.floor(((deliveries - d) * 360) / (deliveries + 1)) + random.int(0, 5);
        movements.push({
          ...base,
          tipo: StockMovementType.COMPRA,
          quantidade,
          custoUnitario: product.custo,
          dataHora: saoPauloInstant(addDays(today, -daysAgo), random.int(8 * 60, 11 * 60)),
          origem: 'compra',
        });
      }
      if (loss)
        movements.push({
          ...base,
          tipo: StockMovementType.PERDAS,
          quantidade: -loss,
          custoUnitario: product.custo,
          dataHora: saoPauloInstant(addDays(today, -random.int(1, 90)), random.int(18 * 60, 20 * 60)),
          origem: 'ajuste',
          observacao: 'Produto avariado',
        });
      balances.push({ ...base, quantidade: final, estoqueMinimo: minimum });
    }
  }
  await bulkInsert(tx, movimentacoesEstoque, movements);
  await bulkInsert(tx, saldosEstoque, balances);
}
