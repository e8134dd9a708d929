// What the shell's list page sends for each interaction the bench times (remote-shell/src/features/listas/listQuery.ts
// builds the same filters): a page of 20 with the list's order, and the count of the same where beside it.

/** One interaction of a list: the page's `filter` and the count's `where`. */
export interface ListInteraction {
  name: string;
  filter: { where: object; order: string[]; limit: number; skip: number };
}

/** The two lists at the CONTRACT's volume: the sales orders and the stock movements. */
export interface BenchedList {
  resource: 'PedidosVenda' | 'MovimentacoesEstoque';
  /** Its menu page (LIST_PAGES), and the sidebar's entry and group that lead there. */
  page: string;
  menuEntry: string;
  menuGroup: string;
  defaultOrder: string;
  sortOrder: string;
  /** The header the screen bench clicks to sort, and the select it filters with. */
  sortHeader: string;
  filterLabel: string;
  /** The where of the filter interaction, from the id of the select's first choice and a month. */
  filterWhere(choiceId: number, month: string): object;
}

const PAGE = 20;

/** The where of one São Paulo month on an instant field (as `monthWhere` of the shell). */
export function monthWhere(field: string, month: string): object {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    [field]: { between: [`${month}-01T00:00:00.000-03:00`, `${month}-${lastDay}T23:59:59.999-03:00`] },
  };
}

export const BENCHED_LISTS: readonly BenchedList[] = [
  {
    resource: 'PedidosVenda',
    page: '/pages/vendas/pedido-vendas',
    menuEntry: 'Pedidos de venda',
    menuGroup: 'Vendas',
    defaultOrder: 'dataHora DESC',
    sortOrder: 'total DESC',
    sortHeader: 'Total',
    filterLabel: 'Vendedor',
    filterWhere: (id, month) => ({ and: [{ vendedorId: id }, monthWhere('dataHora', month)] }),
  },
  {
    resource: 'MovimentacoesEstoque',
    page: '/pages/estoque/acerto-estoque',
    menuEntry: 'Acerto de estoque',
    menuGroup: 'Estoque',
    defaultOrder: 'dataHora DESC',
    sortOrder: 'quantidade DESC',
    sortHeader: 'Quantidade',
    filterLabel: 'Depósito',
    filterWhere: (id, month) => ({ and: [{ localEstoqueId: id }, monthWhere('dataHora', month)] }),
  },
];

/** First page, sort, filter, next page and last page of one list, as the page's requests. */
export function interactionsOf(
  list: BenchedList,
  choiceId: number,
  month: string,
  rowCount: number,
): ListInteraction[] {
  const page = (where: object, order: string, skip = 0) => ({ where, order: [order], limit: PAGE, skip });
  const lastSkip = Math.max(0, Math.floor((rowCount - 1) / PAGE) * PAGE);
  return [
    { name: 'primeira página', filter: page({}, list.defaultOrder) },
    { name: `ordenar (${list.sortOrder})`, filter: page({}, list.sortOrder) },
    {
      name: `filtrar (${list.filterLabel} + mês)`,
      filter: page(list.filterWhere(choiceId, month), list.defaultOrder),
    },
    { name: 'página 2', filter: page({}, list.defaultOrder, PAGE) },
    { name: `última página (skip ${lastSkip})`, filter: page({}, list.defaultOrder, lastSkip) },
  ];
}
