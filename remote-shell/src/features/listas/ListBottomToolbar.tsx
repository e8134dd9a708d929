import { Box, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MRT_ProgressBar, type MRT_TableInstance } from 'mantine-react-table';
import { memo } from 'react';
import type { ListRow } from '@erp/api-client';
import type { GridPagination, Updater } from '@erp/data-grid';
import { formatBRL, MESSAGES } from '@erp/domain';
import { ListPagination } from './ListPagination';
import { useShownPage } from './shownPageContext';

// mantine-react-table's bottom toolbar (MRT_BottomToolbar, 2.0.0-beta.9) drawn by the list: the same elements and
// classes (a test compares them), around the list's own pagination (`ListPagination`) and the page's total.

/** mantine-react-table's CSS module names (its styles.css) of the bottom toolbar. A test checks they still exist. */
export const MRT_BOTTOM_TOOLBAR_CLASSES = {
  root: 'MRT_BottomToolbar-module_root__VDeWo',
  toolbar: 'common-styles-module_common-toolbar-styles__DnjR8',
  customActions: 'MRT_BottomToolbar-module_custom-toolbar-container__XcDRF',
  paginator: 'MRT_BottomToolbar-module_paginator-container__A3eWY',
  paginatorBesideActions: 'MRT_BottomToolbar-module_paginator-container-alert-banner__gyqtO',
} as const;

const C = MRT_BOTTOM_TOOLBAR_CLASSES;

/** The sum of a money field over the rows shown. */
export function pageTotal(rows: readonly ListRow[], field: string): number {
  return rows.reduce((sum, row) => sum + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);
}

/** The sum of the money field of the rows shown, beside the pagination. */
export function PageTotal({ field }: { field: string }) {
  const { rows } = useShownPage();
  return (
    <Group gap="xs" px="sm">
      <Text size="sm">{MESSAGES.lists.pageTotal}:</Text>
      <Text size="sm" fw={700} data-testid="total-da-pagina">
        {formatBRL(pageTotal(rows, field))}
      </Text>
    </Group>
  );
}

// The progress bar shows nothing a page changes (the lists never set the table's progress state).
const ProgressBar = memo(MRT_ProgressBar<ListRow>);

export interface ListBottomToolbarProps {
  table: MRT_TableInstance<ListRow>;
  /** The money field whose page total shows on the left; none: an empty slot, as the table leaves it. */
  totalField: string | undefined;
  onPaginationChange(updater: Updater<GridPagination>): void;
}

/** The page's total and the pagination of the page shown: a new page redraws this toolbar and the rows only. */
export function ListBottomToolbar({ table, totalField, onPaginationChange }: ListBottomToolbarProps) {
  const { pagination, count } = useShownPage();
  const isMobile = useMediaQuery('(max-width: 720px)');
  const besideActions = isMobile || totalField !== undefined;
  return (
    <Box
      className={`mrt-bottom-toolbar ${C.root} ${C.toolbar}`}
      ref={(node: HTMLDivElement | null) => {
        if (node) table.refs.bottomToolbarRef.current = node;
      }}
    >
      <ProgressBar isTopToolbar={false} table={table} />
      <Box className={C.customActions}>
        {totalField ? <PageTotal field={totalField} /> : <span />}
        <Box className={besideActions ? `${C.paginator} ${C.paginatorBesideActions}` : C.paginator}>
          <ListPagination pagination={pagination} count={count} onPaginationChange={onPaginationChange} />
        </Box>
      </Box>
    </Box>
  );
}
