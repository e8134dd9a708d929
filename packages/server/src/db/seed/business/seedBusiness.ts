import type { SeedBranch } from './branches';
import type { Tx } from './bulkInsert';
import { withBulkLoad } from './bulkLoad';
import {
  categorias,
  categoriasFinanceiro,
  gruposPessoas,
  itensVenda,
  lancamentosFinanceiros,
  movimentacoesEstoque,
  pessoas,
  produtos,
  saldosEstoque,
  vendas,
  vendedores,
} from '../../schema';
import { saoPauloDate } from '@erp/domain';
import { createRandom, seedOf } from './random';
import { seedFinance } from './seedFinance';
import { seedPeople } from './seedPeople';
import { seedProducts } from './seedProducts';
import { seedSales } from './seedSales';
import { seedStock } from './seedStock';
import { scaleVolume, type BusinessVolume } from './volume';

export interface BusinessSeed {
  empresaId: number;
  /** Company name: seeds its random sequence, so each company's data is the same on every run. */
  nome: string;
  branches: readonly SeedBranch[];
  /** Users who sell (a seller record is linked to each). */
  sellerUserIds: readonly number[];
  volume: BusinessVolume;
  /** 1 = the CONTRACT volumes; tests use a fraction. */
  scale: number;
  /**
   * The seed's clock: every date is relative to its day in São Paulo. Sales fill the 12 months up to and including
   * that day and bills fall due around it, so on the day of the seed "today", "this month" and "the next 7 days" of
   * the dashboard all have data.
   */
  now: number;
}

const BUSINESS_TABLES = [
  gruposPessoas,
  pessoas,
  categorias,
  produtos,
  vendedores,
  vendas,
  itensVenda,
  movimentacoesEstoque,
  saldosEstoque,
  categoriasFinanceiro,
  lancamentosFinanceiros,
];

/** People, products, a year of sales, stock and finance of one demo company, inside the seed's transaction. */
export async function seedBusiness(tx: Tx, seed: BusinessSeed): Promise<void> {
  const random = createRandom(seedOf(seed.nome));
  const volume = scaleVolume(seed.volume, seed.scale);
  const today = saoPauloDate(seed.now);
  await withBulkLoad(tx, seed.empresaId, BUSINESS_TABLES, async () => {
    const people = await seedPeople(tx, seed.empresaId, volume, random);
    const products = await seedProducts(tx, seed.empresaId, volume.produtos, random);
    const sales = await seedSales(tx, seed.empresaId, seed.branches, {
      total: volume.vendas,
      vendedores: volume.vendedores,
      sellerUserIds: seed.sellerUserIds,
      today,
      people,
      products,
      random,
    });
    await seedStock(tx, seed.empresaId, seed.branches, { today, products, vendido: sales.vendido, random });
    await seedFinance(tx, seed.empresaId, seed.branches, {
      today,
      contasPagar: volume.contasPagar,
      people,
      aPrazo: sales.aPrazo,
      random,
    });
  });
}
