import type { DashboardResumo } from '@erp/domain';
import * as v from 'valibot';

// Postgres numeric columns may travel as strings ('1234.50'); both forms become numbers here.
const amount = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.decimal(), v.transform(Number)),
]);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DashboardResumoSchema: v.GenericSchema<unknown, DashboardResumo> = v.object({
  vendasHoje: amount,
  vendasMes: amount,
  quantidadeVendasHoje: count,
  receberProximos7Dias: amount,
  pagarProximos7Dias: amount,
  receberVencido: amount,
  pagarVencido: amount,
  produtosEstoqueBaixo: count,
  vendasUltimos30Dias: v.array(v.object({ data: v.pipe(v.string(), v.isoDate()), total: amount })),
});
