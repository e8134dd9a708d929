import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
} from 'mantine-react-table';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import type { ReactNode } from 'react';
import { EmptyState, GRID_CLASS } from '@erp/ui';

/** Server-side paging: the page shown and the total the server counted. */
export interface ServerPaging {
  pagination: MRT_PaginationState;
  onPaginationChange(updater: MRT_PaginationState | ((p: MRT_PaginationState) => MRT_PaginationState)): void;
  rowCount: number;
}

export interface AdminGridProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  data: T[];
  loading: boolean;
  rowId(row: T): string;
  /** Without it the grid pages the rows it holds (small lists: plans, banks). */
  paging?: ServerPaging;
  toolbar?: ReactNode;
}

/** The administration grids: pt-BR, no column menus the screens do not use, the product's empty state. */
export function AdminGrid<T extends MRT_RowData>({
  columns,
  data,
  loading,
  rowId,
  paging,
  toolbar,
}: AdminGridProps<T>) {
  const table = useMantineReactTable({
    columns,
    data,
    getRowId: rowId,
    localization: MRT_Localization_PT_BR,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableSorting: !paging,
    manualPagination: Boolean(paging),
    rowCount: paging?.rowCount,
    onPaginationChange: paging?.onPaginationChange,
    initialState: { density: 'xs', pagination: { pageIndex: 0, pageSize: 20 } },
    state: { isLoading: loading, ...(paging ? { pagination: paging.pagination } : {}) },
    renderEmptyRowsFallback: () => <EmptyState />,
    renderTopToolbarCustomActions: toolbar ? () => toolbar : undefined,
    mantinePaperProps: { withBorder: true, shadow: 'none', className: GRID_CLASS },
  });
  return <MantineReactTable table={table} />;
}
