import { Skeleton, Stack } from '@mantine/core';
import { memo, Suspense, useCallback, useEffect, useState } from 'react';
import type { ListRow } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { LoadFailed } from '@erp/ui';
import { PageHeading } from '../../layout/PageHeading';
import { LazyListGrid, loadListGrid } from './listGridChunk';
import type { ShellListDefinition } from './listDefinition';
import { ListFilters } from './ListFilters';
import { RowDetails } from './RowDetails';
import { useListPage } from './useListPage';

/** About the height of the grid's toolbar, header and first rows: the page does not jump when it comes. */
const gridPlaceholder = <Skeleton height={480} radius="sm" />;

// While the next page is asked for, the grid keeps the rows it shows, dimmed once the wait passes DIM_AFTER_MS (a
// quick answer does not flicker). The style is set only then: a delayed CSS transition set at the click already cost
// a repaint of the whole grid (~45 ms at CPU x4) on every interaction, and another when it was cancelled.
const DIM_AFTER_MS = 200;
const BUSY_STYLE = { opacity: 0.6, transition: 'opacity 150ms ease' } as const;

/** True once `busy` has stayed true for `ms` (each new wait starts from false). */
function useLongWait(busy: boolean, ms: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!busy) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [busy, ms]);
  return busy && long;
}

// The drawer redraws when its row changes, not with every page the grid receives; the heading (breadcrumb and title)
// only with the page's title: a click, its wait and its answer each render the page.
const MemoRowDetails = memo(RowDetails);
const MemoPageHeading = memo(PageHeading);

export interface ListPageProps {
  definition: ShellListDefinition;
  title: string;
  breadcrumb: readonly string[];
}

/**
 * Any business list of the main area: search, filters, the server-paged grid and a row's details. The grid is drawn
 * once its first page has come (a placeholder before: no table of skeleton cells drawn and then replaced), and
 * `aria-busy` around it says when the next one is on its way.
 */
export function ListPage({ definition, title, breadcrumb }: ListPageProps) {
  const state = useListPage(definition);
  const [opened, setOpened] = useState<ListRow | null>(null);
  const closeDetails = useCallback(() => setOpened(null), []);
  const dimmed = useLongWait(state.busy, DIM_AFTER_MS);
  // The grid's chunk loads beside the first page's requests, not after them.
  useEffect(() => {
    void loadListGrid().catch(() => undefined);
  }, []);
  return (
    <Stack>
      <MemoPageHeading title={title} breadcrumb={breadcrumb} />
      <ListFilters
        definition={definition}
        search={state.search}
        onSearch={state.setSearch}
        filters={state.filters}
        onFilter={state.setFilter}
      />
      {state.error ? (
        <LoadFailed title={MESSAGES.lists.loadFailed} error={state.error} onRetry={state.reload} />
      ) : null}
      <div aria-busy={state.busy} style={dimmed ? BUSY_STYLE : undefined} data-testid="lista">
        {state.page ? (
          <Suspense fallback={gridPlaceholder}>
            <LazyListGrid
              definition={definition}
              page={state.page}
              title={title}
              onOpen={setOpened}
              onPaginationChange={state.setPagination}
              onSortingChange={state.setSorting}
            />
          </Suspense>
        ) : state.error ? null : (
          gridPlaceholder
        )}
      </div>
      <MemoRowDetails definition={definition} row={opened} onClose={closeDetails} />
    </Stack>
  );
}
