import { categorias, produtos } from '../../schema';
import { allocateIds, bulkInsert, type Tx } from './bulkInsert';
import { CATALOG, LINES, MERCHANDISE_TYPE, SERVICE_NCM, SERVICE_TYPE, SERVICES } from './catalog';
import { cents, type Random } from './random';

/** What the sales and stock generators need of a product. */
export interface SeededProduct {
  id: number;
  precoVenda: number;
  custo: number;
  estoqueMinimo: number;
  /** Sold by weight: fractional quantities. */
  porPeso: boolean;
  /** Goods with stock (services have none). */
  estocavel: boolean;
}

type ProductRow = typeof produtos.$inferInsert;

/** Two-level categories and products: every brand × size × line of the catalogue, until the count is reached. */
export async function seedProducts(
  tx: Tx,
  empresaId: number,
  count: number,
  random: Random,
): Promise<SeededProduct[]> {
  const parents = [...new Set(CATALOG.map((c) => c.categoria))];
  const parentIds = await allocateIds(tx, categorias, parents.length);
  const childIds = await allocateIds(tx, categorias, CATALOG.length);
  await bulkInsert(tx, categorias, [
    ...parents.map((descricao, i) => ({ id: parentIds[i], empresaId, descricao })),
    ...CATALOG.map((c, i) => ({
      id: childIds[i],
      empresaId,
      descricao: c.subcategoria,
      parentId: parentIds[parents.indexOf(c.categoria)],
    })),
  ]);

  const rows: ProductRow[] = SERVICES.slice(0, Math.min(SERVICES.length, Math.floor(count / 10))).map(
    (s) => ({
      empresaId,
      codigo: '',
      descricao: s.nome,
      ncm: SERVICE_NCM,
      unidade: 'SV',
      tipo: SERVICE_TYPE,
      custo: 0,
      precoVenda: s.preco,
      estoqueMinimo: 0,
      categoriaId: null,
    }),
  );
  outer: for (const line of LINES) {
    for (const [index, category] of CATALOG.entries()) {
      for (const item of category.itens) {
        for (const [sizeIndex, tamanho] of item.tamanhos.entries()) {
          for (const marca of category.marcas) {
            if (rows.length >= count) break outer;
            const preco = cents(
              item.preco * (1 + sizeIndex * 0.8) * (0.85 + random.next() * 0.4) * (line ? 1.1 : 1),
            );
            const porPeso = item.unidade === 'KG';
            rows.push({
              empresaId,
              codigo: '',
              descricao: [item.nome, line, marca, tamanho].filter(Boolean).join(' '),
              ncm: item.ncm,
              unidade: item.unidade,
              tipo: MERCHANDISE_TYPE,
              custo: cents(preco * (0.55 + random.next() * 0.15)),
              precoVenda: preco,
              estoqueMinimo: porPeso ? random.int(5, 20) : random.int(6, 30),
              categoriaId: childIds[index] ?? null,
              ativo: random.chance(0.98),
            });
          }
        }
      }
    }
  }
  const ids = await allocateIds(tx, produtos, rows.length);
  rows.forEach((row, i) => {
    row.id = ids[i];
    row.codigo = String(i + 1).padStart(6, '0');
  });
  await bulkInsert(tx, produtos, rows);
  return rows.map((row) => ({
    id: row.id ?? 0,
    precoVenda: row.precoVenda,
    custo: row.custo,
    estoqueMinimo: row.estoqueMinimo ?? 0,
    porPeso: row.unidade === 'KG',
    estocavel: row.tipo === MERCHANDISE_TYPE && row.ativo !== false,
  }));
}
