import type { DashboardResumo } from '@erp/domain';
import * as v from 'valibot';
import { count, amount } from './numbers';

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
