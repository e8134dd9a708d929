import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useDeferredValue } from 'react';
import type { Relatorio } from '@erp/api-client';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { confirmAndRemoveRelatorio } from './removeRelatorio';
import { useExportacoes } from './useExportacoes';
import { PageTitle } from '@erp/ui';

// mantine-react-table is most of this area's code: in its own chunk, the page's title does not wait for it to be
// fetched and evaluated (a user who opens the page before the idle prefetch has finished sees the page at once).
const ExportacoesGrid = lazy(() => import('./ExportacoesGrid').then((m) => ({ default: m.ExportacoesGrid })));

/** About the height of the grid's toolbar, header, filter row and first rows: the page does not jump when it comes. */
const GRID_PLACEHOLDER_HEIGHT = 420;

const gridPlaceholder = <Skeleton height={GRID_PLACEHOLDER_HEIGHT} radius="sm" />;

/** Exported reports (spec 001 §2): the grid of the company's report jobs, with download and delete. */
export function ExportacoesPage() {
  const state = useExportacoes();
  // The grid (mantine-react-table and its filter row) takes most of a second to draw on a slow machine: the title
  // and the request for the rows go first, and the grid is drawn by a deferred render that does not hold them up.
  const gridShown = useDeferredValue(true, false);
  const { reload } = state;
  const onRemove = useCallback(
    (relatorio: Relatorio) => void confirmAndRemoveRelatorio(relatorio, reload),
    [reload],
  );
  return (
    <Stack>
      <PageTitle title={REPORTS_TEXTS.exportacoesTitle} />
      <Suspense fallback={gridPlaceholder}>
        {gridShown ? <ExportacoesGrid state={state} onRemove={onRemove} /> : gridPlaceholder}
      </Suspense>
    </Stack>
  );
}
