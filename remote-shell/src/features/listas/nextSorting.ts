import type { GridSorting } from '@erp/data-grid';

/**
 * A header's click on a server-sorted grid, as mantine-react-table's own header does it (@tanstack/table-core 8's
 * `column.toggleSorting`, with sorting removal and multi-sort on, as the grid's defaults): a column not sorted is
 * sorted its first way, then the other way, then no longer; a shift-click adds or toggles a column of a multi-sort;
 * a plain click on one of several sorted columns sorts by it alone.
 */
export function nextSorting(
  current: GridSorting,
  columnId: string,
  firstDirection: 'asc' | 'desc',
  multi: boolean,
): GridSorting {
  const index = current.findIndex((sort) => sort.id === columnId);
  const existing = index === -1 ? undefined : current[index]!;
  const sorted = existing ? (existing.desc ? 'desc' : 'asc') : false;
  // Its next way: the first one, the other one, or none (back to the list's own order).
  const next = !sorted
    ? firstDirection
    : sorted !== firstDirection
      ? false
      : sorted === 'desc'
        ? 'asc'
        : 'desc';
  const action =
    current.length && multi
      ? existing
        ? 'toggle'
        : 'add'
      : current.length && index !== current.length - 1
        ? 'replace'
        : existing
          ? 'toggle'
          : 'replace';
  const desc = next === 'desc';
  if (action === 'add') return [...current, { id: columnId, desc }];
  if (action === 'toggle')
    return next
      ? current.map((sort) => (sort.id === columnId ? { ...sort, desc } : sort))
      : current.filter((sort) => sort.id !== columnId);
  return [{ id: columnId, desc }];
}

/** The way a column is sorted first, as the table does it from the type of its values: text ascending, else descending. */
export const firstSortDirection = (value: unknown): 'asc' | 'desc' =>
  typeof value === 'string' ? 'asc' : 'desc';
