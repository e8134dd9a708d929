import { useCallback, useEffect, useState } from 'react';
import type { BrandUser } from '@erp/domain';
import { adminApi } from '../../api/adminApi';

/** Users per page of the list. */
export const PAGE_SIZE = 20;

/** Which users the list shows: all, only active ones, or only blocked ones. */
export type StatusFilter = 'todos' | 'ativos' | 'bloqueados';

const ativoOf = (status: StatusFilter): boolean | undefined =>
  status === 'todos' ? undefined : status === 'ativos';

/** One page of the brand's users and how many the search finds in all. */
export interface BrandUsersPage {
  rows: BrandUser[];
  total: number;
  loading: boolean;
  failed: boolean;
  reload(): void;
  /** Puts a changed user (blocked, renamed) in place without reading the page again. */
  replace(user: Pick<BrandUser, 'id'> & Partial<BrandUser>): void;
}

/** Reads the page and the count together; an answer to an older search never overwrites a newer one. */
export function useBrandUsers(
  idConfig: number,
  busca: string,
  status: StatusFilter,
  page: number,
): BrandUsersPage {
  const [rows, setRows] = useState<BrandUser[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const ativo = ativoOf(status);
    Promise.all([
      adminApi.brandUsers(idConfig, {
        busca,
        skip: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
        ...(ativo === undefined ? {} : { ativo }),
      }),
      adminApi.countBrandUsers(idConfig, busca, ativo),
    ])
      .then(([list, count]) => {
        if (!current) return;
        setRows(list);
        setTotal(count);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('[admin] brand users failed', error);
        setFailed(true);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [idConfig, busca, status, page, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (user: Pick<BrandUser, 'id'> & Partial<BrandUser>) =>
      setRows((list) => list.map((row) => (row.id === user.id ? { ...row, ...user } : row))),
    [],
  );
  return { rows, total, loading, failed, reload, replace };
}
