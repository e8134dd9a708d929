import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import { useMemo } from 'react';
import type { ListRow } from '@erp/api-client';
import { datedListingFiles, GridExportMenu, SERVER_SIDE_GRID } from '@erp/data-grid';
import { formatBRL, MESSAGES } from '@erp/domain';
import { EmptyState } from '@erp/ui';
import { formatCell } from './cellFormat';
import { columnAlign, columnWidth, columnWraps } from './columnLayout';
import type { ShellListDefinition } from './listDefinition';
import { gridFields, loadListing } from './listExport';
import type { ListPageState } from './useListPage';

const TEXTS = MESSAGES.lists;

export interface ListGridProps {
  definition: ShellListDefinition;
  state: ListPageState;
  /** The export's sheet name and the page's title. */
  title: string;
  onOpen(row: ListRow): void;
}

/** The sum of a money field over the rows shown. */
export function pageTotal(rows: readonly ListRow[], field: string): number {
  return rows.reduce((sum, row) => sum + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);
}

/** Any list's grid: paging and sorting on the server (manual modes), pt-BR cells, export, a details button per row. */
export function ListGrid({ definition, state, title, onOpen }: ListGridProps) {
  const columns = useMemo<MRT_ColumnDef<ListRow>[]>(
    () =>
      gridFields(definition).map((field) => {
        const align = columnAlign(field);
        return {
          id: field.field,
          header: field.header,
          accessorFn: (row) => row[field.field],
          enableSorting: field.sortable !== false,
          Cell: ({ row }) => formatCell(field, row.original[field.field]),
          size: columnWidth(field),
          mantineTableHeadCellProps: { align },
          mantineTableBodyCellProps: {
            align,
            style: columnWraps(field) ? { whiteSpace: 'normal' } : undefined,
          },
        };
      }),
    [definition],
  );
  const titleOf = (row: ListRow) =>
    formatCell(
      definition.fields.find((f) => f.field === definition.titleField)!,
      row[definition.titleField],
    );
  const table = useMantineReactTable({
    columns,
    data: state.rows,
    rowCount: state.count,
    getRowId: (row) => String(row.id),
    ...SERVER_SIDE_GRID,
    localization: MRT_Localization_PT_BR,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableRowActions: true,
    positionActionsColumn: 'last',
    renderRowActions: ({ row }) => (
      <ActionIcon
        variant="subtle"
        aria-label={TEXTS.openDetails(titleOf(row.original))}
        onClick={() => onOpen(row.original)}
      >
        <IconEye size={18} />
      </ActionIcon>
    ),
    initialState: { density: 'xs' },
    state: {
      pagination: state.pagination,
      sorting: state.sorting,
      isLoading: state.loading && state.rows.length === 0,
      showProgressBars: state.loading && state.rows.length > 0,
    },
    // Assistive technology (and the bench's probe) learn that the rows and the count shown are being replaced: a
    // filter whose first page has the same rows still ends when its count arrives.
    mantineTableContainerProps: { 'aria-busy': state.loading },
    onPaginationChange: state.setPagination,
    onSortingChange: state.setSorting,
    mantineTableBodyRowProps: ({ row }) => ({
      onDoubleClick: () => onOpen(row.original),
      style: { cursor: 'pointer' },
    }),
    renderEmptyRowsFallback: () => <EmptyState />,
    renderTopToolbarCustomActions: () => (
      <GridExportMenu
        loadTable={() => loadListing(definition, state.filter, state.count)}
        files={datedListingFiles(definition.fileBase, title.slice(0, 31))}
      />
    ),
    renderBottomToolbarCustomActions: definition.totalField
      ? () => (
          <Group gap="xs" px="sm">
            <Text size="sm">{TEXTS.pageTotal}:</Text>
            <Text size="sm" fw={700} data-testid="total-da-pagina">
              {formatBRL(pageTotal(state.rows, definition.totalField!))}
            </Text>
          </Group>
        )
      : undefined,
  });
  return <MantineReactTable table={table} />;
}
