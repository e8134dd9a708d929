import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { movimentacoesEstoque as mov, produtos } from '../../db/schema';

export { mov };

/** The stock movements with their product, which both stock movement reports read. */
export const movementsWithProduct = (db: Database, fields: SelectedFields) =>
  db.select(fields).from(mov).innerJoin(produtos, eq(produtos.id, mov.produtoId));

/** A movement's unit cost: its own when it has one (purchases), the product's cost otherwise. */
export const movementUnitCost = sql<number>`coalesce(${mov.custoUnitario}, ${produtos.custo})`;

/** A movement's value at that cost, rounded to cents (negative for exits). */
export const movementValue = sql<number>`round(${mov.quantidade} * ${movementUnitCost}, 2)`;
