import { and, asc, eq } from 'drizzle-orm';
import { locaisEstoque, vendedores } from '../../db/schema';
import type { ChoiceSource } from './listDefinition';

/**
 * The stock locations (depósitos) of the selected branch, by name: the choices of the stock lists' location filter.
 * Inactive ones too, since their past balances and movements are still listed.
 */
export const branchStockLocations: ChoiceSource = (db, scope) =>
  db
    .select({ id: locaisEstoque.id, nome: locaisEstoque.nome })
    .from(locaisEstoque)
    .where(and(eq(locaisEstoque.empresaId, scope.empresaId), eq(locaisEstoque.filialId, scope.filialId)))
    .orderBy(asc(locaisEstoque.nome), asc(locaisEstoque.id));

/** The company's sellers, by name: the choices of the sales lists' seller filter. */
export const companySellers: ChoiceSource = (db, scope) =>
  db
    .select({ id: vendedores.id, nome: vendedores.nome })
    .from(vendedores)
    .where(eq(vendedores.empresaId, scope.empresaId))
    .orderBy(asc(vendedores.nome), asc(vendedores.id));
