import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListRow } from '@erp/api-client';
import { applyUpdate, type GridPagination, type GridSorting, type Updater } from '@erp/data-grid';
import { useSession } from '@erp/session';
import { useLoad } from '@erp/ui';
import type { ShellListDefinition } from './listDefinition';
import { listFilter, type ListFilterParam, type ListQueryState } from './listQuery';
import { pageKey, readAhead, readAheadAnswer, readPage, takeReadAhead } from './pageRead';

export const DEFAULT_PAGE_SIZE = 20;
/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** A list page as it opens: no search, filter or sort, the first page. */
const FIRST_PAGE: Readonly<ListQueryState> = {
  search: '',
  filters: {},
  sorting: [],
  pageIndex: 0,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The filter of a list's first page as it opens. */
export const firstPageFilter = (definition: ShellListDefinition): ListFilterParam =>
  listFilter(definition, FIRST_PAGE);

/**
 * One page as it came from the server, with the sort and paging it was asked with: the grid draws all of it at once,
 * so its rows, total, sort arrows and "21-40 de N" always agree.
 */
export interface ShownPage {
  rows: ListRow[];
  count: number;
  /** The filter of these rows (the export reads the same where and order). */
  filter: ListFilterParam;
  sorting: GridSorting;
  pagination: GridPagination;
}

/** Everything a list page shows and changes. */
export interface ListPageState {
  /** The last page that came; undefined until the first one has. */
  page: ShownPage | undefined;
  /** A page or count asked for has not come yet (the grid keeps showing the previous page meanwhile). */
  busy: boolean;
  error: unknown;
  reload(): void;
  search: string;
  setSearch(text: string): void;
  filters: Readonly<Record<string, string | null>>;
  setFilter(id: string, value: string | null): void;
  setPagination(updater: Updater<GridPagination>): void;
  setSorting(updater: Updater<GridSorting>): void;
}

/** The count last read, and the where it counts. */
interface KnownCount {
  where: string;
  count: number;
}

/**
 * A list page's server-side state: each change of search, filter, sort, page or selected branch reads that page, and
 * its count when the where changed (a sort or another page of the same where keeps the count it has), both in
 * parallel and shown together, once (`useLoad` drops a late answer). The setters are stable: controls that only
 * change the query do not redraw with every answer.
 */
export function useListPage(definition: ShellListDefinition): ListPageState {
  const filialId = useSession((s) => s.user?.filialSelecionada ?? null);
  const [search, setSearchText] = useState(FIRST_PAGE.search);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [filters, setFilters] = useState<Record<string, string | null>>(FIRST_PAGE.filters);
  const [sorting, setSortingState] = useState<GridSorting>([]);
  const [pagination, setPaginationState] = useState<GridPagination>({
    pageIndex: FIRST_PAGE.pageIndex,
    pageSize: FIRST_PAGE.pageSize,
  });
  const filter = listFilter(definition, { search: debouncedSearch, filters, sorting, ...pagination });
  const where = JSON.stringify([definition.name, filialId, filter.where]);
  const key = pageKey(definition, filialId, filter);
  // The first page may have been read ahead (`readListAhead`: the menu entry pointed at, the address changing to the
  // list). If its answer has already come, the page's first render draws it: no placeholder drawn and replaced, no
  // second render of the page for it (~0.1 s at CPU x4 from the menu).
  const [answered] = useState(() => {
    const answer = readAheadAnswer(key);
    return answer && { key, page: { ...answer, filter, sorting, pagination } satisfies ShownPage };
  });
  const knownCount = useRef<KnownCount | null>(answered ? { where, count: answered.page.count } : null);
  const load = useLoad(
    key,
    async (signal) => {
      const known = knownCount.current?.where === where ? knownCount.current.count : undefined;
      // A read ahead still on its way is taken here, once.
      const read =
        (known === undefined ? takeReadAhead(key) : undefined) ?? readPage(definition, filter, signal, known);
      const { rows, count } = await read;
      knownCount.current = { where, count };
      return { rows, count, filter, sorting, pagination } satisfies ShownPage;
    },
    { initialData: answered?.page },
  );
  // An answer drawn at once is taken too: the page opened again later reads its rows again.
  useEffect(() => {
    if (answered) takeReadAhead(answered.key);
  }, [answered]);
  // What this render shows, for the stable setters.
  const shown = useRef({ filialId, search: debouncedSearch, filters, sorting, pagination });
  shown.current = { filialId, search: debouncedSearch, filters, sorting, pagination };
  const { reload: reloadPage } = load;
  const firstPage = useCallback(() => setPaginationState((p) => ({ ...p, pageIndex: 0 })), []);
  return {
    page: load.data,
    busy: load.loading,
    error: load.error,
    reload: useCallback(() => {
      knownCount.current = null;
      reloadPage();
    }, [reloadPage]),
    search,
    setSearch: useCallback(
      (text: string) => {
        setSearchText(text);
        firstPage();
      },
      [firstPage],
    ),
    filters,
    setFilter: useCallback(
      (id: string, value: string | null) => {
        // The filtered page and its count are asked for in the click itself, not once the page has redrawn with the
        // select closing (~0.1 s at CPU x4 before its load's effect); the load takes them by their key.
        const { filialId: branch, filters: current, pagination: paging, ...query } = shown.current;
        const next = listFilter(definition, {
          ...query,
          filters: { ...current, [id]: value },
          pageIndex: 0,
          pageSize: paging.pageSize,
        });
        readAhead(pageKey(definition, branch, next), () => readPage(definition, next));
        setFilters((previous) => ({ ...previous, [id]: value }));
        firstPage();
      },
      [definition, firstPage],
    ),
    setPagination: useCallback(
      (updater: Updater<GridPagination>) => setPaginationState((p) => applyUpdate(updater, p)),
      [],
    ),
    // A new sort starts again at the first page.
    setSorting: useCallback(
      (updater: Updater<GridSorting>) => {
        setSortingState((s) => applyUpdate(updater, s));
        firstPage();
      },
      [firstPage],
    ),
  };
}
