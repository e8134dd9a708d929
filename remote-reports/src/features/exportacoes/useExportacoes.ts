import { useState } from 'react';
import type { Relatorio } from '@erp/api-client';
import { applyUpdate, type GridPagination, type GridSorting, type Updater } from '@erp/data-grid';
import { useLoad } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { relatoriosFilter, type ColumnFilterState } from './relatoriosQuery';

/** One page of the exported reports, read on the server by the grid's page, sort and filters. */
export interface ExportacoesState {
  rows: Relatorio[];
  count: number;
  /** The first page is being read: nothing to show yet. */
  loading: boolean;
  /** A page is being read while the previous one still shows. */
  refreshing: boolean;
  error: unknown;
  pagination: GridPagination;
  sorting: GridSorting;
  columnFilters: ColumnFilterState[];
  setPagination(updater: Updater<GridPagination>): void;
  setSorting(updater: Updater<GridSorting>): void;
  setColumnFilters(updater: Updater<ColumnFilterState[]>): void;
  reload(): void;
}

export const DEFAULT_PAGE_SIZE = 10;

/** The grid's server-side state: every change of page, sort or filter reads that page and the matching count. */
export function useExportacoes(): ExportacoesState {
  const [pagination, setPagination] = useState<GridPagination>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<GridSorting>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFilterState[]>([]);
  const filter = relatoriosFilter({ ...pagination, sorting, columnFilters });
  // Answers can arrive out of order when the user types fast: the key's change aborts the older read.
  const page = useLoad(JSON.stringify(filter), async (signal) => {
    const [rows, count] = await Promise.all([
      relatoriosApi.list(filter, signal),
      relatoriosApi.count(filter.where, signal),
    ]);
    return { rows, count };
  });
  return {
    rows: page.data?.rows ?? [],
    count: page.data?.count ?? 0,
    loading: page.loading && !page.data && !page.error,
    refreshing: page.loading,
    error: page.error,
    pagination,
    sorting,
    columnFilters,
    setPagination: (updater) => setPagination((p) => applyUpdate(updater, p)),
    // A new sort or filter starts again at the first page.
    setSorting: (updater) => {
      setSorting((s) => applyUpdate(updater, s));
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    setColumnFilters: (updater) => {
      setColumnFilters((f) => applyUpdate(updater, f));
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    reload: page.reload,
  };
}
