import { Box, Paper } from '@mantine/core';
import { MRT_Table, type MRT_TableInstance } from 'mantine-react-table';
import type { ReactNode } from 'react';
import type { ListRow } from '@erp/api-client';

// mantine-react-table's paper and table container (MRT_TablePaper, MRT_TableContainer), without the container's
// measure: after every render of its own it reads both toolbars' heights (a forced layout of the page) into a state
// (another render of the whole table when the list opens), for a CSS variable only its sticky-header and full-screen
// modes use, which the lists do not. Same elements and classes otherwise (a test compares them).

/** mantine-react-table's CSS module names (its styles.css) of the paper and container. A test checks they exist. */
export const MRT_FRAME_CLASSES = {
  paper: 'MRT_TablePaper-module_root__q0v5L',
  container: 'MRT_TableContainer-module_root__JIsGB',
} as const;

export interface ListTableFrameProps {
  table: MRT_TableInstance<ListRow>;
  topToolbar: ReactNode;
  bottomToolbar: ReactNode;
}

/** A table option given as a value or as a function of the table. */
const optionOf = <T,>(
  option: T | ((props: { table: MRT_TableInstance<ListRow> }) => T),
  table: MRT_TableInstance<ListRow>,
): T =>
  typeof option === 'function'
    ? (option as (props: { table: MRT_TableInstance<ListRow> }) => T)({ table })
    : option;

/** The grid's frame: its paper with the toolbars, and the table in its container. */
export function ListTableFrame({ table, topToolbar, bottomToolbar }: ListTableFrameProps) {
  const paperProps = optionOf(table.options.mantinePaperProps, table);
  const containerProps = optionOf(table.options.mantineTableContainerProps, table);
  return (
    <Paper
      shadow="xs"
      withBorder
      {...paperProps}
      className={['mrt-table-paper', MRT_FRAME_CLASSES.paper, paperProps?.className]
        .filter(Boolean)
        .join(' ')}
      ref={(node) => {
        table.refs.tablePaperRef.current = node;
      }}
    >
      {topToolbar}
      <Box
        {...containerProps}
        className={['mrt-table-container', MRT_FRAME_CLASSES.container, containerProps?.className]
          .filter(Boolean)
          .join(' ')}
        ref={(node: HTMLDivElement | null) => {
          if (node) table.refs.tableContainerRef.current = node;
        }}
      >
        <MRT_Table table={table} />
      </Box>
      {bottomToolbar}
    </Paper>
  );
}
