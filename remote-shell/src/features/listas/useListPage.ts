import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ListRow } from '@erp/api-client';
import { applyUpdate, type GridPagination, type GridSorting, type Updater } from '@erp/data-grid';
import { useSession } from '@erp/session';
import { useLoad } from '@erp/ui';
import { listApi } from './listApi';
import type { ShellListDefinition } from './listDefinition';
import { listFilter, type ListFilterParam } from './listQuery';

type Pagination = GridPagination;
type Sorting = GridSorting;
const apply = applyUpdate;

export const DEFAULT_PAGE_SIZE = 20;
/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** Everything a list page shows and changes. */
export interface ListPageState {
  rows: ListRow[];
  count: number;
  loading: boolean;
  error: unknown;
  reload(): void;
  /** The filter of the page shown (the export reads the same where and order). */
  filter: ListFilterParam;
  search: string;
  setSearch(text: string): void;
  filters: Readonly<Record<string, string | null>>;
  setFilter(id: string, value: string | null): void;
  pagination: Pagination;
  setPagination(updater: Updater<Pagination>): void;
  sorting: Sorting;
  setSorting(updater: Updater<Sorting>): void;
}

/**
 * A list page's server-side state: each change of search, filter, sort, page or selected branch reads that page and
 * the matching count (`useLoad` drops a late answer and keeps the previous rows while the next ones come).
 */
export function useListPage(definition: ShellListDefinition): ListPageState {
  const filialId = useSession((s) => s.user?.filialSelecionada ?? null);
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [filters, setFilters] = useState<Record<string, string | null>>({});
  const [sorting, setSortingState] = useState<Sorting>([]);
  const [pagination, setPaginationState] = useState<Pagination>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const filter = listFilter(definition, { search: debouncedSearch, filters, sorting, ...pagination });
  const rows = useLoad(JSON.stringify([definition.name, filialId, filter]), (signal) =>
    listApi.rows(definition.name, filter, signal),
  );
  const count = useLoad(JSON.stringify([definition.name, filialId, filter.where]), (signal) =>
    listApi.count(definition.name, filter.where, signal),
  );
  const firstPage = () => setPaginationState((p) => ({ ...p, pageIndex: 0 }));
  return {
    rows: rows.data ?? [],
    count: count.data ?? 0,
    loading: rows.loading || count.loading,
    error: rows.error ?? count.error,
    reload: () => {
      rows.reload();
      count.reload();
    },
    filter,
    search,
    setSearch: (text) => {
      setSearchText(text);
      firstPage();
    },
    filters,
    setFilter: (id, value) => {
      setFilters((current) => ({ ...current, [id]: value }));
      firstPage();
    },
    pagination,
    sorting,
    setPagination: (updater) => setPaginationState((p) => apply(updater, p)),
    // A new sort starts again at the first page.
    setSorting: (updater) => {
      setSortingState((s) => apply(updater, s));
      firstPage();
    },
  };
}
