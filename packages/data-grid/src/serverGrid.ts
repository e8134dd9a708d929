// What every grid whose rows live on the server shares (the exported reports, the shell's business lists).
import { GRID_CLASS } from '@erp/ui';

/**
 * mantine-react-table options of a grid whose paging, sorting and filtering run on the server (its manual modes), with
 * the table's own client-side extras turned off. Spread into `useMantineReactTable`.
 */
export const SERVER_SIDE_GRID = {
  manualPagination: true,
  manualSorting: true,
  manualFiltering: true,
  enableGlobalFilter: false,
  enableRowSelection: false,
  enableDensityToggle: false,
  enableFullScreenToggle: false,
  enableHiding: false,
  // GRID_CLASS: the column buttons at the size WCAG 2.2 asks of a target.
  mantinePaperProps: { withBorder: true, shadow: 'none', className: GRID_CLASS },
} as const;

/** Paging as the grid holds it. */
export interface GridPagination {
  pageIndex: number;
  pageSize: number;
}

/** Sorting as the grid holds it. */
export type GridSorting = Array<{ id: string; desc: boolean }>;

/** A new value, or a function of the previous one (React's and the table's state updaters). */
export type Updater<T> = T | ((previous: T) => T);

/** The value an updater gives from the previous one. */
export const applyUpdate = <T>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (p: T) => T)(previous) : updater;
