import { useLoad } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { DEFAULT_ORDER } from '../exportacoes/relatoriosQuery';

/** How many reports the modal lists; the rest are in relatorios/exportacoes. */
export const MODAL_LIMIT = 50;

/** The newest reports and the total, read when `active` turns on and on every reload. */
export function useRelatoriosRecentes(active: boolean) {
  const { data, loading, reload } = useLoad(
    'relatorios-recentes',
    async (signal) => {
      const [rows, count] = await Promise.all([
        relatoriosApi.list(
          { where: {}, order: [DEFAULT_ORDER, 'id DESC'], limit: MODAL_LIMIT, skip: 0 },
          signal,
        ),
        relatoriosApi.count({}, signal),
      ]);
      return { rows, count };
    },
    { enabled: active },
  );
  return { rows: data?.rows ?? [], count: data?.count ?? 0, loading, reload };
}
