import { lazy } from 'react';
import type * as ListGridModule from './ListGrid';

// mantine-react-table is most of a list page's code: in its own chunk, so the shell's first page (the dashboard) does
// not carry it. One promise for the page and the prefetch: the chunk is asked for once.
let chunk: Promise<typeof ListGridModule> | undefined;

/** Starts loading the grid's chunk (once) and answers it. */
export function loadListGrid(): Promise<typeof ListGridModule> {
  chunk ??= import('./ListGrid');
  return chunk;
}

/** The grid, drawn once its chunk is there (a list page asks for the chunk as it opens, beside its first page). */
export const LazyListGrid = lazy(() => loadListGrid().then((m) => ({ default: m.ListGrid })));

/**
 * Loads the grid's chunk while the browser is idle, after a page of the main area is drawn, so that the first list
 * opened does not wait for it. A failed prefetch is forgotten: the list page asks again when it opens.
 */
export function prefetchListGrid(): void {
  const idle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : window.setTimeout(run, 1_000);
  idle(() => {
    loadListGrid().catch(() => {
      chunk = undefined;
    });
  });
}
