import { act, screen, within } from '@testing-library/react';
import type * as MantineCore from '@mantine/core';
import { useState } from 'react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { pedidosVenda } from './definitions/vendas';
import { ListGrid, type ListGridProps } from './ListGrid';
import { listFilter } from './listQuery';
import { VENDAS } from './listTestRows';
import type { ShownPage } from './useListPage';

// Counts the renders of Mantine's Tooltip: mantine-react-table's header draws one per sortable column.
const tooltipRenders = { count: 0 };
jest.mock('@mantine/core', () => {
  const actual = jest.requireActual<typeof MantineCore>('@mantine/core');
  const Tooltip = Object.assign((props: Parameters<typeof actual.Tooltip>[0]) => {
    tooltipRenders.count += 1;
    return <actual.Tooltip {...props} />;
  }, actual.Tooltip);
  return { ...actual, Tooltip };
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

function renderGrid(page: ShownPage) {
  const props: Omit<ListGridProps, 'page'> = {
    definition: pedidosVenda,
    title: 'Pedidos de venda',
    onOpen: jest.fn(),
    onPaginationChange: jest.fn(),
    onSortingChange: jest.fn(),
  };
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

    show(pageOf([{ ...VENDAS[1]!, id: 21, numero: 521 }], 1));
    expect(grid.getByRole('button', { name: 'Ver detalhes de 521' })).toBeInTheDocument();
    expect(grid.queryByRole('button', { name: 'Ver detalhes de 501' })).not.toBeInTheDocument();
    expect(screen.getByText('21-40 de 45')).toBeInTheDocument();
    expect(screen.getByTestId('total-da-pagina')).toHaveTextContent('R$ 49,25');
    expect(tooltipRenders.count).toBe(headerRenders);

    // The table's own state was drawn on page 1: the next page is asked from the page shown (2 → 3).
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    const updater = (props.onPaginationChange as jest.Mock).mock.calls.at(-1)![0];
    expect(updater({ pageIndex: 1, pageSize: 20 })).toEqual({ pageIndex: 2, pageSize: 20 });

    // Another sort redraws the header (its arrows).
    show(pageOf(VENDAS, 0, [{ id: 'total', desc: true }]));
    expect(tooltipRenders.count).toBeGreaterThan(headerRenders);
    expect(screen.getByText('1-20 de 45')).toBeInTheDocument();
  });
});
