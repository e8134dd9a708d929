import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineReactTable, useMantineReactTable } from 'mantine-react-table';
import type { ListRow } from '@erp/api-client';
import { renderWithProviders } from '@erp/test-doubles/react';
import { pedidosVenda } from './definitions/vendas';
import { clientes } from './definitions/pessoas';
import { columnAlign, columnWidth } from './columnLayout';
import { MRT_BOTTOM_TOOLBAR_CLASSES, PageTotal } from './ListBottomToolbar';
import { LIST_TABLE_OPTIONS, ListGrid } from './ListGrid';
import { MRT_PAGINATION_CLASSES, withPageSize } from './ListPagination';
import { gridFields } from './listExport';
import type { ShellListDefinition } from './listDefinition';
import { listFilter } from './listQuery';
import { VENDAS } from './listTestRows';
import { ShownPageProvider } from './shownPageContext';
import type { ShownPage } from './useListPage';

jest.setTimeout(30_000);

function pageOf(definition: ShellListDefinition, pageIndex: number, count: number): ShownPage {
  const pagination = { pageIndex, pageSize: 20 };
  return {
    rows: VENDAS,
    count,
    filter: listFilter(definition, { search: '', filters: {}, sorting: [], ...pagination }),
    sorting: [],
    pagination,
  };
}

/** The grid as mantine-react-table draws it with its own bottom toolbar and pagination (the grid before this one). */
function TableOfItsOwn({ definition, page }: { definition: ShellListDefinition; page: ShownPage }) {
  const table = useMantineReactTable({
    columns: gridFields(definition).map((field) => ({
      id: field.field,
      header: field.header,
      accessorFn: (row: ListRow) => row[field.field],
      size: columnWidth(field),
      mantineTableHeadCellProps: { align: columnAlign(field) },
    })),
    data: page.rows as ListRow[],
    ...LIST_TABLE_OPTIONS,
    rowCount: page.count,
    state: { pagination: page.pagination },
    renderBottomToolbarCustomActions: definition.totalField
      ? () => <PageTotal field={definition.totalField!} />
      : undefined,
  });
  return (
    <ShownPageProvider value={page}>
      <MantineReactTable table={table} />
    </ShownPageProvider>
  );
}

/**
 * The toolbar's elements. Mantine names ids after React or random ids, different from one render to the next. The
 * rows-per-page select's closed dropdown is left out: the table's own mounts it at once, ours once the select is
 * pointed at or focused (`useDropdownOnIntent`).
 */
function bottomToolbar(container: HTMLElement) {
  const toolbar = container.querySelector('.mrt-bottom-toolbar')!.cloneNode(true) as Element;
  toolbar.querySelectorAll('.mantine-Select-dropdown').forEach((dropdown) => dropdown.remove());
  return toolbar.outerHTML.replace(/_r_\w+_/g, 'id').replace(/id="mantine-\w+"/g, 'id="id"');
}

function renderOurs(definition: ShellListDefinition, page: ShownPage) {
  const onPaginationChange = jest.fn();
  const view = renderWithProviders(
    <ListGrid
      definition={definition}
      page={page}
      title="Lista"
      onOpen={jest.fn()}
      onPaginationChange={onPaginationChange}
      onSortingChange={jest.fn()}
    />,
  );
  return { ...view, onPaginationChange };
}

describe('ListBottomToolbar', () => {
  it.each([
    ['the first of three pages, with the page total', pedidosVenda, 0, 45],
    ['the last page', pedidosVenda, 2, 45],
    ['one of two pages (no first and last buttons), without a total', clientes, 1, 30],
    ['nothing found', clientes, 0, 0],
  ])('draws the same toolbar as mantine-react-table’s own: %s', (_, definition, pageIndex, count) => {
    const page = pageOf(definition, pageIndex, count);
    const ours = renderOurs(definition, page);
    const oursToolbar = bottomToolbar(ours.container);
    ours.unmount();
    const theirs = renderWithProviders(<TableOfItsOwn definition={definition} page={page} />);
    expect(oursToolbar).toEqual(bottomToolbar(theirs.container));
  });

  it('asks for the first, previous, next and last page of the page shown', async () => {
    const { user, onPaginationChange } = renderOurs(pedidosVenda, pageOf(pedidosVenda, 1, 45));
    expect(screen.getByText('21-40 de 45')).toBeInTheDocument();
    const asked = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      return (onPaginationChange.mock.calls.at(-1)![0] as (p: object) => object)({
        pageIndex: 1,
        pageSize: 20,
      });
    };
    expect(await asked('Ir para a primeira página')).toEqual({ pageIndex: 0, pageSize: 20 });
    expect(await asked('Ir para a página anterior')).toEqual({ pageIndex: 0, pageSize: 20 });
    expect(await asked('Ir para a próxima página')).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(await asked('Ir para a última página')).toEqual({ pageIndex: 2, pageSize: 20 });
  });

  it('changes the rows per page keeping the first row shown in the page, as the table did', async () => {
    const { user, onPaginationChange } = renderOurs(pedidosVenda, pageOf(pedidosVenda, 1, 45));
    await user.click(screen.getByRole('textbox', { name: 'Linhas por página' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    const updater = onPaginationChange.mock.calls.at(-1)![0] as (p: object) => object;
    expect(updater({ pageIndex: 1, pageSize: 20 })).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(withPageSize(50)({ pageIndex: 3, pageSize: 20 })).toEqual({ pageIndex: 1, pageSize: 50 });
  });

  it('names classes the installed mantine-react-table still styles', () => {
    const css = readFileSync(
      path.join(path.dirname(require.resolve('mantine-react-table')), '../styles.css'),
      'utf8',
    );
    for (const name of [
      ...Object.values(MRT_BOTTOM_TOOLBAR_CLASSES),
      ...Object.values(MRT_PAGINATION_CLASSES),
    ])
      expect(css).toContain(`.${name}`);
  });
});
