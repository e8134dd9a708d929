// What every grid whose rows live on the server shares (the exported reports, the shell's business lists).
import type { ProgressProps } from '@mantine/core';
import { GRID_CLASS } from '@erp/ui';

/** What the progress bars' props read of the table. */
interface ProgressBarArgs {
  table: { getState(): { showProgressBars?: boolean; isSaving?: boolean } };
}

/**
 * The toolbars' progress bars stripe-animate only while shown. mantine-react-table keeps both mounted, collapsed, and
 * Mantine's animation ran on them all the time: a repaint of two bars every frame, ~1/3 of the main thread of a list
 * page at CPU x4 (in Chromium's trace: one Paint, Layerize and style recalc per frame while nothing happened).
 */
export function progressBarProps({ table }: ProgressBarArgs): ProgressProps {
  const { showProgressBars, isSaving } = table.getState();
  return { value: 100, animated: Boolean(showProgressBars || isSaving) };
}

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
  mantineProgressProps: progressBarProps,
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
