import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { MRT_TopToolbar, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import { memo, useMemo, useRef, type RefObject } from 'react';
import type { ListRow } from '@erp/api-client';
import {
  datedListingFiles,
  GridExportMenu,
  SERVER_SIDE_GRID,
  type GridPagination,
  type GridSorting,
  type Updater,
} from '@erp/data-grid';
import { EmptyState } from '@erp/ui';
import { columnAlign, columnWidth } from './columnLayout';
import type { ListField, ShellListDefinition } from './listDefinition';
import { gridFields, loadListing } from './listExport';
import { ListBottomToolbar } from './ListBottomToolbar';
import { ListHeadCell } from './ListHeadCell';
import { ListRows } from './ListRows';
import { ListTableFrame } from './ListTableFrame';
import { ShownPageProvider, useShownPage } from './shownPageContext';
import type { ShownPage } from './useListPage';

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

interface ShownRowsProps {
  fields: readonly ListField[];
  titleField: ListField;
  onOpen(row: ListRow): void;
}

/** The rows of the page shown. */
function ShownRows(props: ShownRowsProps) {
  return <ListRows {...props} rows={useShownPage().rows} />;
}

// The top toolbar (the export menu) shows nothing a sort changes: the table instance it takes stays the same object,
// and the export reads the page shown when it starts.
const TopToolbar = memo(MRT_TopToolbar<ListRow>);

interface ListTableProps extends Omit<ListGridProps, 'page'> {
  /** False: the table's own empty row (with the empty state) instead of the rows. */
  hasRows: boolean;
  /** The page shown, read when the table draws and when an export starts. */
  shown: RefObject<ShownPage>;
}

/**
 * mantine-react-table's frame: toolbars, header cells, column widths. Memoised on the columns and whether there are
 * rows: mantine-react-table redraws all of it on any render of its own (~0.2 s at CPU x4), so a new page or a new
 * sort reaches only the parts that show it (`ShownRows`, `ListBottomToolbar`, each column's `ListHeadCell`).
 */
const ListTable = memo(function ListTable({
  definition,
  title,
  hasRows,
  shown,
  onOpen,
  onPaginationChange,
  onSortingChange,
}: ListTableProps) {
  const fields = useMemo(() => gridFields(definition), [definition]);
  const titleField = useMemo(
    () => definition.fields.find((f) => f.field === definition.titleField)!,
    [definition],
  );
  // The columns give the header cells (their content is `ListHeadCell`) and each column's width; the body is
  // `ShownRows`.
  const columns = useMemo<MRT_ColumnDef<ListRow>[]>(
    () =>
      fields.map((field) => {
        const align = columnAlign(field);
        const sortable = field.sortable !== false;
        return {
          id: field.field,
          header: field.header,
          accessorFn: (row) => row[field.field],
          enableSorting: sortable,
          size: columnWidth(field),
          mantineTableHeadCellProps: {
            align,
            children: (
              <ListHeadCell
                columnId={field.field}
                header={field.header}
                align={align}
                sortable={sortable}
                onSortingChange={onSortingChange}
              />
            ),
          },
        };
      }),
    [fields, onSortingChange],
  );
  const { totalField } = definition;
  const table = useMantineReactTable({
    columns,
    // Not drawn (the body is `ShownRows`); the table reads from it only whether there are rows.
    data: hasRows ? shown.current.rows : [],
    ...LIST_TABLE_OPTIONS,
    // The sort and the paging are drawn from the page shown (`ListHeadCell`, `ListBottomToolbar`), which hand their
    // clicks to the page.
    // No rows: the table's own empty row, with the empty state.
    mantineTableBodyProps: hasRows
      ? { children: <ShownRows fields={fields} titleField={titleField} onOpen={onOpen} /> }
      : undefined,
    renderEmptyRowsFallback: () => <EmptyState />,
    renderTopToolbarCustomActions: () => (
      <GridExportMenu
        loadTable={() => loadListing(definition, shown.current.filter, shown.current.count)}
        files={datedListingFiles(definition.fileBase, title.slice(0, 31))}
      />
    ),
  });
  return (
    <ListTableFrame
      table={table}
      topToolbar={<TopToolbar table={table} />}
      bottomToolbar={
        <ListBottomToolbar table={table} totalField={totalField} onPaginationChange={onPaginationChange} />
      }
    />
  );
});

/**
 * Any list's grid: paging and sorting on the server (manual modes), pt-BR cells, export, a details button per row.
 * Memoised and drawn from one `ShownPage`: it redraws once per page that comes, not when a page is asked for; a new
 * page or sort redraws its rows, header cells and pagination only (`ListTable`); its body is `ListRows`, plain rows.
 */
/**
 * The table options of every list: server-side paging and sort, pt-BR, no per-column menus. The test that compares our
 * header and frame with mantine-react-table's own builds that reference table with these very options.
 */
export const LIST_TABLE_OPTIONS = {
  ...SERVER_SIDE_GRID,
  localization: MRT_Localization_PT_BR,
  enableColumnFilters: false,
  enableColumnActions: false,
  // The actions column's header and width; its cells (the details button) are drawn by `ListRows`.
  enableRowActions: true,
  positionActionsColumn: 'last',
  initialState: { density: 'xs' },
} as const;

export const ListGrid = memo(function ListGrid({ page, ...table }: ListGridProps) {
  const shown = useRef(page);
  shown.current = page;
  return (
    <ShownPageProvider value={page}>
      <ListTable {...table} hasRows={page.rows.length > 0} shown={shown} />
    </ShownPageProvider>
  );
});
