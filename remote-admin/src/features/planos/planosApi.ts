import {
  PlanoListSchema,
  PlanoSchema,
  WhiteLabelConfigListSchema,
  getApi,
  type Plano,
} from '@erp/api-client';
import type { Modulo } from '@erp/domain';

/** A plan as the form sends it: the `Plano` shape without the id the server gives. */
export type PlanoInput = Omit<Plano, 'id'>;

/** The plans calls (spec 001 §7, admin API contract): writes only for the plan's brand. */
export const planosApi = {
  /** `GET Admin/planos?idConfig=`: every plan of the brand, the ones off sale included (customers' reads hide them). */
  list: (idConfig: number): Promise<Plano[]> =>
    getApi().get('Admin/planos', PlanoListSchema, { query: { idConfig } }),
  create: (plano: PlanoInput): Promise<Plano> => getApi().post('Planos', plano, PlanoSchema),
  update: (id: number, plano: PlanoInput): Promise<Plano> => getApi().put(`Planos/${id}`, plano, PlanoSchema),
  /** 409 when a branch uses the plan. */
  remove: (id: number): Promise<void> => getApi().delete(`Planos/${id}`),
  /** The brand's modules a plan can include (its modules and its plans' additional modules). */
  async brandModules(idConfig: number): Promise<Modulo[]> {
    const [config] = await getApi().get('ConfigWhiteLabels', WhiteLabelConfigListSchema, {
      query: { filter: { where: { idConfig } } },
    });
    if (!config) return [];
    const seen = new Set<number>();
    return [...config.modulos, ...config.planoModulos].filter(
      (m) => !seen.has(m.id) && Boolean(seen.add(m.id)),
    );
  },
};
