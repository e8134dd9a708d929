import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ListRow } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { LoadFailed } from '@erp/ui';
import { PageHeading } from '../../layout/PageHeading';
import type { ShellListDefinition } from './listDefinition';
import { ListFilters } from './ListFilters';
import { RowDetails } from './RowDetails';
import { useListPage } from './useListPage';

// mantine-react-table is most of a list page's code: in its own chunk, fetched on the first list page opened, so
// the shell's first page (the dashboard) does not carry it.
const ListGrid = lazy(() => import('./ListGrid').then((m) => ({ default: m.ListGrid })));

/** About the height of the grid's toolbar, header and first rows: the page does not jump when it comes. */
const gridPlaceholder = <Skeleton height={480} radius="sm" />;

export interface ListPageProps {
  definition: ShellListDefinition;
  title: string;
  breadcrumb: readonly string[];
}

/** Any business list of the main area: search, filters, the server-paged grid and a row's details. */
export function ListPage({ definition, title, breadcrumb }: ListPageProps) {
  const state = useListPage(definition);
  const [opened, setOpened] = useState<ListRow | null>(null);
  return (
    <Stack>
      <PageHeading title={title} breadcrumb={breadcrumb} />
      <ListFilters definition={definition} state={state} />
      {state.error ? (
        <LoadFailed title={MESSAGES.lists.loadFailed} error={state.error} onRetry={state.reload} />
      ) : null}
      <Suspense fallback={gridPlaceholder}>
        <ListGrid definition={definition} state={state} title={title} onOpen={setOpened} />
      </Suspense>
      <RowDetails definition={definition} row={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
