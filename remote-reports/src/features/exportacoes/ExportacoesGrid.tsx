import 'mantine-react-table/styles.css';
import { Group } from '@mantine/core';
import { MantineReactTable, useMantineReactTable } from 'mantine-react-table';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import { useMemo } from 'react';
import type { Relatorio } from '@erp/api-client';
import { GridExportMenu, SERVER_SIDE_GRID } from '@erp/data-grid';
import { EmptyState } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { exportacoesColumns } from './exportacoesColumns';
import { FilterChips } from './FilterChips';
import { relatoriosFilter } from './relatoriosQuery';
import { RELATORIOS_LISTING_FILES, relatoriosListing } from './relatoriosListing';
import type { ExportacoesState } from './useExportacoes';

/** The most rows one grid export reads: the whole list of a busy company, in one request. */
export const EXPORT_ROW_LIMIT = 10_000;

export interface ExportacoesGridProps {
  state: ExportacoesState;
  onRemove(relatorio: Relatorio): void;
}

/** The exported reports grid: paging, sorting and filtering run on the server (manual* modes of the table). */
export function ExportacoesGrid({ state, onRemove }: ExportacoesGridProps) {
  const columns = useMemo(() => exportacoesColumns(onRemove), [onRemove]);
  const loadAll = async () => {
    const { where, order } = relatoriosFilter({
      ...state.pagination,
      sorting: state.sorting,
      columnFilters: state.columnFilters,
    });
    return relatoriosListing(await relatoriosApi.list({ where, order, limit: EXPORT_ROW_LIMIT, skip: 0 }));
  };
  const table = useMantineReactTable({
    columns,
    data: state.rows,
    rowCount: state.count,
    getRowId: (row) => String(row.id),
    ...SERVER_SIDE_GRID,
    localization: MRT_Localization_PT_BR,
    enableColumnFilterModes: false,
    enableFacetedValues: false,
    initialState: { showColumnFilters: true, density: 'xs' },
    state: {
      pagination: state.pagination,
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      isLoading: state.loading,
      showProgressBars: state.refreshing && !state.loading,
    },
    onPaginationChange: state.setPagination,
    onSortingChange: state.setSorting,
    onColumnFiltersChange: state.setColumnFilters,
    renderEmptyRowsFallback: () => <EmptyState />,
    renderTopToolbarCustomActions: () => (
      <Group gap="sm">
        <GridExportMenu loadTable={loadAll} files={RELATORIOS_LISTING_FILES} />
        <FilterChips
          filters={state.columnFilters}
          onRemove={(id) => state.setColumnFilters((filters) => filters.filter((f) => f.id !== id))}
        />
      </Group>
    ),
  });
  return <MantineReactTable table={table} />;
}
