import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { Group, Text } from '@mantine/core';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import { memo, useMemo } from 'react';
import type { ListRow } from '@erp/api-client';
import {
  datedListingFiles,
  GridExportMenu,
  SERVER_SIDE_GRID,
  type GridPagination,
  type GridSorting,
  type Updater,
} from '@erp/data-grid';
import { formatBRL, MESSAGES } from '@erp/domain';
import { EmptyState } from '@erp/ui';
import { columnAlign, columnWidth } from './columnLayout';
import type { ShellListDefinition } from './listDefinition';
import { gridFields, loadListing } from './listExport';
import { ListRows } from './ListRows';
import type { ShownPage } from './useListPage';

const TEXTS = MESSAGES.lists;

export interface ListGridProps {
  definition: ShellListDefinition;
  /** The page shown: its rows, count, sort and paging. */
  page: ShownPage;
  /** The export's sheet name and the page's title. */
  title: string;
  onOpen(row: ListRow): void;
  onPaginationChange(updater: Updater<GridPagination>): void;
  onSortingChange(updater: Updater<GridSorting>): void;
}

/** The sum of a money field over the rows shown. */
export function pageTotal(rows: readonly ListRow[], field: string): number {
  return rows.reduce((sum, row) => sum + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);
}

/**
 * Any list's grid: paging and sorting on the server (manual modes), pt-BR cells, export, a details button per row.
 * Memoised and drawn from one `ShownPage`: it redraws once per page that comes, not when a page is asked for
 * (mantine-react-table redraws all its cells, toolbars and pagination on any render: ~0.3 s at CPU x4); its body is
 * `ListRows`, plain rows.
 */
export const ListGrid = memo(function ListGrid({
  definition,
  page,
  title,
  onOpen,
  onPaginationChange,
  onSortingChange,
}: ListGridProps) {
  const fields = useMemo(() => gridFields(definition), [definition]);
  const titleField = useMemo(
    () => definition.fields.find((f) => f.field === definition.titleField)!,
    [definition],
  );
  // The columns give the header, its sort and each column's width; the body is `ListRows`.
  const columns = useMemo<MRT_ColumnDef<ListRow>[]>(
    () =>
      fields.map((field) => ({
        id: field.field,
        header: field.header,
        accessorFn: (row) => row[field.field],
        enableSorting: field.sortable !== false,
        size: columnWidth(field),
        mantineTableHeadCellProps: { align: columnAlign(field) },
      })),
    [fields],
  );
  const table = useMantineReactTable({
    columns,
    data: page.rows,
    rowCount: page.count,
    ...SERVER_SIDE_GRID,
    localization: MRT_Localization_PT_BR,
    enableColumnFilters: false,
    enableColumnActions: false,
    // The actions column's header and width; its cells (the details button) are drawn by `ListRows`.
    enableRowActions: true,
    positionActionsColumn: 'last',
    initialState: { density: 'xs' },
    state: { pagination: page.pagination, sorting: page.sorting },
    onPaginationChange,
    onSortingChange,
    // No rows: the table's own empty row, with the empty state.
    mantineTableBodyProps: page.rows.length
      ? { children: <ListRows fields={fields} titleField={titleField} rows={page.rows} onOpen={onOpen} /> }
      : undefined,
    renderEmptyRowsFallback: () => <EmptyState />,
    renderTopToolbarCustomActions: () => (
      <GridExportMenu
        loadTable={() => loadListing(definition, page.filter, page.count)}
        files={datedListingFiles(definition.fileBase, title.slice(0, 31))}
      />
    ),
    renderBottomToolbarCustomActions: definition.totalField
      ? () => (
          <Group gap="xs" px="sm">
            <Text size="sm">{TEXTS.pageTotal}:</Text>
            <Text size="sm" fw={700} data-testid="total-da-pagina">
              {formatBRL(pageTotal(page.rows, definition.totalField!))}
            </Text>
          </Group>
        )
      : undefined,
  });
  return <MantineReactTable table={table} />;
});
