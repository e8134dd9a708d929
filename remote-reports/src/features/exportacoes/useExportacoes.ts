import { useCallback, useEffect, useRef, useState } from 'react';
import type { Relatorio } from '@erp/api-client';
import { applyUpdate, type GridPagination, type GridSorting, type Updater } from '@erp/data-grid';
import { relatoriosApi } from '../../api/relatoriosApi';
import { relatoriosFilter, type ColumnFilterState } from './relatoriosQuery';

type Pagination = GridPagination;
type Sorting = GridSorting;
const apply = applyUpdate;

/** One page of the exported reports, read on the server by the grid's page, sort and filters. */
export interface ExportacoesState {
  rows: Relatorio[];
  count: number;
  loading: boolean;
  /** A page is being read while the previous one still shows. */
  refreshing: boolean;
  failed: boolean;
  pagination: Pagination;
  sorting: Sorting;
  columnFilters: ColumnFilterState[];
  setPagination(updater: Updater<Pagination>): void;
  setSorting(updater: Updater<Sorting>): void;
  setColumnFilters(updater: Updater<ColumnFilterState[]>): void;
  reload(): Promise<void>;
}

export const DEFAULT_PAGE_SIZE = 10;

/** The grid's server-side state: every change of page, sort or filter reads that page and the matching count. */
export function useExportacoes(): ExportacoesState {
  const [rows, setRows] = useState<Relatorio[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pagination, setPaginationState] = useState<Pagination>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [sorting, setSortingState] = useState<Sorting>([]);
  const [columnFilters, setColumnFiltersState] = useState<ColumnFilterState[]>([]);
  // Answers can arrive out of order when the user types fast; only the latest request may fill the grid.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = (latest.current += 1);
    const filter = relatoriosFilter({ ...pagination, sorting, columnFilters });
    setRefreshing(true);
    try {
      const [list, total] = await Promise.all([
        relatoriosApi.list(filter),
        relatoriosApi.count(filter.where),
      ]);
      if (request !== latest.current) return;
      setRows(list);
      setCount(total);
      setFailed(false);
    } catch (error) {
      if (request !== latest.current) return;
      console.error('[reports] Relatorios failed', error);
      setFailed(true);
    } finally {
      if (request === latest.current) {
        setLoading(false);
        setRefreshing(false);
      }
    }
  }, [pagination, sorting, columnFilters]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    rows,
    count,
    loading,
    refreshing,
    failed,
    pagination,
    sorting,
    columnFilters,
    setPagination: (updater) => setPaginationState((p) => apply(updater, p)),
    // A new sort or filter starts again at the first page.
    setSorting: (updater) => {
      setSortingState((s) => apply(updater, s));
      setPaginationState((p) => ({ ...p, pageIndex: 0 }));
    },
    setColumnFilters: (updater) => {
      setColumnFiltersState((f) => apply(updater, f));
      setPaginationState((p) => ({ ...p, pageIndex: 0 }));
    },
    reload,
  };
}
