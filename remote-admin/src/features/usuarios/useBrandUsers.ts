import { useCallback } from 'react';
import type { BrandUser } from '@erp/domain';
import { useLoad } from '@erp/ui';
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
  error: unknown;
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
  const { data, error, loading, reload, setData } = useLoad(
    JSON.stringify(['usuarios', idConfig, busca, status, page]),
    async () => {
      const ativo = ativoOf(status);
      const [rows, total] = await Promise.all([
        adminApi.brandUsers(idConfig, {
          busca,
          skip: (page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
          ...(ativo === undefined ? {} : { ativo }),
        }),
        adminApi.countBrandUsers(idConfig, busca, ativo),
      ]);
      return { rows, total };
    },
  );
  const replace = useCallback(
    (user: Pick<BrandUser, 'id'> & Partial<BrandUser>) =>
      setData((current) => ({
        rows: (current?.rows ?? []).map((row) => (row.id === user.id ? { ...row, ...user } : row)),
        total: current?.total ?? 0,
      })),
    [setData],
  );
  return { rows: data?.rows ?? [], total: data?.total ?? 0, loading, error, reload, replace };
}
