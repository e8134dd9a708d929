import { getApi, PlanoListSchema, type Plano } from '@erp/api-client';
import { useLoad, type LoadState } from '@erp/ui';

/** The brand's plans (`GET Planos?filter=`), cheapest first. */
export function usePlanos(idConfig: number | null): LoadState<Plano[]> {
  return useLoad(
    `planos:${idConfig}`,
    async (signal) => {
      const planos = await getApi().get('Planos', PlanoListSchema, {
        query: { filter: { where: { configWhiteLabel: idConfig } } },
        signal,
      });
      return [...planos].sort((a, b) => a.valorMensal - b.valorMensal);
    },
    { enabled: idConfig !== null },
  );
}
