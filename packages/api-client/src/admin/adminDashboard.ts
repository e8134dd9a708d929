import type { AdminDashboard } from '@erp/domain';
import * as v from 'valibot';
import { count } from '../schemas/numbers';

/** `POST ConfigWhiteLabels/dashboard`: a brand's figures, with 30 days of sign-ups oldest first. */
export const AdminDashboardSchema: v.GenericSchema<unknown, AdminDashboard> = v.object({
  empresas: count,
  usuariosAtivos: count,
  trials: count,
  trialsVencendo7Dias: count,
  bloqueadas: count,
  cadastrosPorDia: v.array(v.object({ data: v.pipe(v.string(), v.isoDate()), total: count })),
});
