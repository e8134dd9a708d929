import { useCallback, useEffect, useState } from 'react';
import type { Relatorio } from '@erp/api-client';
import { relatoriosApi } from '../../api/relatoriosApi';
import { DEFAULT_ORDER } from '../exportacoes/relatoriosQuery';

/** How many reports the modal lists; the rest are in relatorios/exportacoes. */
export const MODAL_LIMIT = 50;

/** The newest reports and the total, read when `active` turns on and on every reload. */
export function useRelatoriosRecentes(active: boolean) {
  const [rows, setRows] = useState<Relatorio[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [list, total] = await Promise.all([
        relatoriosApi.list({ where: {}, order: [DEFAULT_ORDER, 'id DESC'], limit: MODAL_LIMIT, skip: 0 }),
        relatoriosApi.count({}),
      ]);
      setRows(list);
      setCount(total);
    } catch (error) {
      console.error('[reports] Relatorios failed', error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  return { rows, count, loading, reload };
}
