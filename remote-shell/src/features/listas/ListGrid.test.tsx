import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineReactTable, useMantineReactTable } from 'mantine-react-table';
import type * as MantineCore from '@mantine/core';
import { useState } from 'react';
import type { ListRow } from '@erp/api-client';
import { renderWithProviders } from '@erp/test-doubles/react';
import { pedidosVenda } from './definitions/vendas';
import { columnAlign, columnWidth } from './columnLayout';
import { LIST_TABLE_OPTIONS, ListGrid, type ListGridProps } from './ListGrid';
import { MRT_HEAD_CLASSES } from './ListHeadCell';
import { MRT_FRAME_CLASSES } from './ListTableFrame';
import { gridFields } from './listExport';
import { listFilter } from './listQuery';
import { VENDAS } from './listTestRows';
import type { ShownPage } from './useListPage';

// Counts the renders of Mantine's Tooltip (mantine-react-table's header draws one per sortable column) and Flex (four
// per header cell in the table's own header, and in its toolbars), and whether each tooltip (by its label) was last drawn with its portal.
const tooltipRenders = { count: 0 };
const tooltipPortals = new Map<unknown, boolean | undefined>();
const flexRenders = { count: 0 };
jest.mock('@mantine/core', () => {
  const actual = jest.requireActual<typeof MantineCore>('@mantine/core');
  const Tooltip = Object.assign((props: Parameters<typeof actual.Tooltip>[0]) => {
    tooltipRenders.count += 1;
    tooltipPortals.set(props.label, props.withinPortal);
    return <actual.Tooltip {...props} />;
  }, actual.Tooltip);
  const Flex = Object.assign((props: MantineCore.FlexProps) => {
    flexRenders.count += 1;
    return <actual.Flex {...props} />;
  }, actual.Flex);
  return { ...actual, Tooltip, Flex };
});

jest.setTimeout(30_000);

const SORTING: ShownPage['sorting'] = [];

function pageOf(rows: typeof VENDAS, pageIndex: number, sorting = SORTING): ShownPage {
  const pagination = { pageIndex, pageSize: 20 };
  return {
    rows,
    count: 45,
    filter: listFilter(pedidosVenda, { search: '', filters: {}, sorting, ...pagination }),
    sorting,
    pagination,
  };
}

const gridProps = (): Omit<ListGridProps, 'page'> => ({
  definition: pedidosVenda,
  title: 'Pedidos de venda',
  onOpen: jest.fn(),
  onPaginationChange: jest.fn(),
  onSortingChange: jest.fn(),
});

/** The grid's header as mantine-react-table draws it with its own header cells (the grid before `ListHeadCell`). */
function TableOfItsOwn({ sorting }: { sorting: ShownPage['sorting'] }) {
  const table = useMantineReactTable({
    columns: gridFields(pedidosVenda).map((field) => ({
      id: field.field,
      header: field.header,
      accessorFn: (row: ListRow) => row[field.field],
      enableSorting: field.sortable !== false,
      size: columnWidth(field),
      mantineTableHeadCellProps: { align: columnAlign(field) },
    })),
    data: VENDAS as ListRow[],
    ...LIST_TABLE_OPTIONS,
    state: { sorting },
  });
  return <MantineReactTable table={table} />;
}

// Mantine names each Flex's style class after a React id, different from one render to the next.
const headCells = (container: HTMLElement) =>
  [...container.querySelectorAll('thead th')].map((cell) => cell.outerHTML.replace(/__m__-_r_\w+_/g, 'id'));

/**
 * The paper and container (their own attributes), the order of the toolbars and the container in the paper, and the
 * table head. The variable the table's container measures is left out: no style of the lists reads it.
 */
function frame(container: HTMLElement) {
  const paper = container.querySelector('.mrt-table-paper')!;
  const tableContainer = paper.querySelector('.mrt-table-container')!;
  const own = (element: Element) => element.cloneNode(false) as Element;
  const normalise = (html: string) =>
    html.replace(/__m__-_r_\w+_/g, 'id').replace(/ style="--mrt-top-toolbar-height: \d+;"/, '');
  return {
    paper: normalise(own(paper).outerHTML),
    container: normalise(own(tableContainer).outerHTML),
    // The toolbars (drawn by the grid's own options, which the table above does not have) around the container.
    order: [...paper.children].map((child) => (child === tableContainer ? 'container' : child.className)),
    head: normalise(tableContainer.querySelector('thead')!.outerHTML),
  };
}

function renderGrid(page: ShownPage) {
  const props = gridProps();
  let setPage: (next: ShownPage) => void = () => undefined;
  function Shown() {
    const [shown, set] = useState(page);
    setPage = set;
    return <ListGrid {...props} page={shown} />;
  }
  const view = renderWithProviders(<Shown />);
  const show = (next: ShownPage) => act(() => setPage(next));
  return { ...view, props, show };
}

describe('ListGrid', () => {
  it('draws a new page of the same sort without redrawing the header, and pages from the page shown', async () => {
    const { user, props, show } = renderGrid(pageOf(VENDAS, 0));
    const grid = within(screen.getByRole('table'));
    expect(grid.getByRole('button', { name: 'Ver detalhes de 501' })).toBeInTheDocument();
    expect(screen.getByText('1-20 de 45')).toBeInTheDocument();
    expect(screen.getByTestId('total-da-pagina')).toHaveTextContent('R$ 149,75');
    const headerRenders = tooltipRenders.count;
    expect(headerRenders).toBeGreaterThan(0);
    const headerCellRenders = flexRenders.count;

    show(pageOf([{ ...VENDAS[0]!, id: 21, numero: 521, total: 49.25 }], 1));
    expect(grid.getByRole('button', { name: 'Ver detalhes de 521' })).toBeInTheDocument();
    expect(grid.queryByRole('button', { name: 'Ver detalhes de 501' })).not.toBeInTheDocument();
    expect(screen.getByText('21-40 de 45')).toBeInTheDocument();
    expect(screen.getByTestId('total-da-pagina')).toHaveTextContent('R$ 49,25');
    expect(tooltipRenders.count).toBe(headerRenders);
    // Nor its header cells.
    expect(flexRenders.count).toBe(headerCellRenders);

    // The table's own state was drawn on page 1: the next page is asked from the page shown (2 → 3).
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    const updater = (props.onPaginationChange as jest.Mock).mock.calls.at(-1)![0];
    expect(updater({ pageIndex: 1, pageSize: 20 })).toEqual({ pageIndex: 2, pageSize: 20 });

    // Another sort redraws the sort buttons whose sort changed (here the total's), not the table around them.
    const beforeSort = tooltipRenders.count;
    show(pageOf(VENDAS, 0, [{ id: 'total', desc: true }]));
    expect(tooltipRenders.count).toBe(beforeSort + 1);
    expect(screen.getByRole('button', { name: 'Ordenado por Total em descendente' })).toHaveAttribute(
      'data-sorted',
      'desc',
    );
    expect(screen.getByText('1-20 de 45')).toBeInTheDocument();
  });

  it('sorts from its header as the table did: a number first descending, text first ascending, then the other way', async () => {
    const { user, props, show } = renderGrid(pageOf(VENDAS, 0));
    const sortBy = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      return (props.onSortingChange as jest.Mock).mock.calls.at(-1)![0] as (
        current: ShownPage['sorting'],
      ) => ShownPage['sorting'];
    };
    expect((await sortBy('Ordenar por Total em descendente'))([])).toEqual([{ id: 'total', desc: true }]);
    expect((await sortBy('Ordenar por Cliente em ascendente'))([])).toEqual([{ id: 'cliente', desc: false }]);
    // The header's name (not only its button) sorts too, from the sort the page was read with.
    show(pageOf(VENDAS, 0, [{ id: 'total', desc: true }]));
    await user.click(screen.getByText('Total'));
    const updater = (props.onSortingChange as jest.Mock).mock.calls.at(-1)![0];
    expect(updater([{ id: 'total', desc: true }])).toEqual([{ id: 'total', desc: false }]);
    expect(screen.getByRole('button', { name: 'Ordenado por Total em descendente' })).toBeInTheDocument();
  });
});

describe('ListHeadCell', () => {
  it('mounts a sort tooltip’s portal when the pointer comes to its button, not with the header', async () => {
    tooltipPortals.clear();
    const { user } = renderGrid(pageOf(VENDAS, 0));
    const label = 'Ordenar por Total em descendente';
    expect(tooltipPortals.size).toBeGreaterThan(1);
    expect([...tooltipPortals.values()].every((portal) => !portal)).toBe(true);
    await user.hover(screen.getByRole('button', { name: label }));
    expect(tooltipPortals.get(label)).toBe(true);
    expect([...tooltipPortals.values()].filter(Boolean)).toHaveLength(1);
    // The tooltip opens after its delay, as the table's own.
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(label);
  });

  it('draws the same header cells as mantine-react-table’s own, sorted or not', () => {
    const sortedPage = pageOf(VENDAS, 0, [{ id: 'total', desc: true }]);
    const ours = renderWithProviders(<ListGrid {...gridProps()} page={sortedPage} />);
    const oursHeads = headCells(ours.container);
    ours.unmount();
    const theirs = renderWithProviders(<TableOfItsOwn sorting={sortedPage.sorting} />);
    expect(oursHeads).toEqual(headCells(theirs.container));
  });

  it('frames the table as mantine-react-table does (paper, toolbars, container), without measuring the toolbars', () => {
    const page = pageOf(VENDAS, 0);
    const ours = renderWithProviders(<ListGrid {...gridProps()} page={page} />);
    const oursFrame = frame(ours.container);
    // No measured toolbar height on the container (the table's own container sets it after measuring).
    expect(ours.container.querySelector('.mrt-table-container')).not.toHaveAttribute('style');
    ours.unmount();
    const theirs = renderWithProviders(<TableOfItsOwn sorting={page.sorting} />);
    expect(oursFrame).toEqual(frame(theirs.container));
  });

  it('names classes the installed mantine-react-table still styles', () => {
    const css = readFileSync(
      path.join(path.dirname(require.resolve('mantine-react-table')), '../styles.css'),
      'utf8',
    );
    for (const name of [...Object.values(MRT_HEAD_CLASSES), ...Object.values(MRT_FRAME_CLASSES)])
      expect(css).toContain(`.${name}`);
  });
});
