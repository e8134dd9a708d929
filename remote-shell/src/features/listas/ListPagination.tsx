import { ActionIcon, Box, Group, Select, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronLeftPipe,
  IconChevronRight,
  IconChevronRightPipe,
} from '@tabler/icons-react';
import { MRT_Localization_PT_BR } from 'mantine-react-table/locales/pt-BR/index.cjs';
import { memo, type ReactNode } from 'react';
import type { GridPagination, Updater } from '@erp/data-grid';
import { useDropdownOnIntent } from './useDropdownOnIntent';

// The grid's pagination ("Linhas por página", "21-40 de N", first/previous/next/last), drawn by the list from the page
// shown: mantine-react-table's own (MRT_TablePagination, 2.0.0-beta.9, default display mode) redrew its rows-per-page
// select with every page (Mantine's Combobox, Popover and the hidden options), and mounted its closed dropdown, which
// floating-ui positions (a forced layout), with every list. Same elements, classes and texts (a test compares them).

/** mantine-react-table's CSS module names (its styles.css) of the pagination. A test checks they still exist. */
export const MRT_PAGINATION_CLASSES = {
  root: 'MRT_TablePagination-module_root__yZ8pm',
  pageSize: 'MRT_TablePagination-module_pagesize__-vmTn',
} as const;

const TEXTS = MRT_Localization_PT_BR;
/** mantine-react-table's choices of rows per page. */
const ROWS_PER_PAGE = [5, 10, 15, 20, 25, 30, 50, 100].map(String);

type SetPagination = (updater: Updater<GridPagination>) => void;

/** The table's page size change: the page that holds the first row shown (as @tanstack/table-core's setPageSize). */
export const withPageSize =
  (size: number) =>
  (current: GridPagination): GridPagination => ({
    pageIndex: Math.floor((current.pageSize * current.pageIndex) / Math.max(1, size)),
    pageSize: Math.max(1, size),
  });

// Memoised: it redraws when the page size changes, not with every page.
const PageSizeSelect = memo(function PageSizeSelect({
  pageSize,
  onPaginationChange,
}: {
  pageSize: number;
  onPaginationChange: SetPagination;
}) {
  const dropdown = useDropdownOnIntent();
  return (
    <Select
      allowDeselect={false}
      aria-labelledby="rpp-label"
      className={MRT_PAGINATION_CLASSES.pageSize}
      data={ROWS_PER_PAGE}
      onChange={(value) => onPaginationChange(withPageSize(Number(value)))}
      value={String(pageSize)}
      {...dropdown}
    />
  );
});

interface PageButtonProps {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

/** A button to another page, as the table draws it. */
function PageButton({ label, disabled, onClick, children }: PageButtonProps) {
  return (
    <ActionIcon aria-label={label} color="gray" disabled={disabled} onClick={onClick} variant="subtle">
      {children}
    </ActionIcon>
  );
}

export interface ListPaginationProps {
  pagination: GridPagination;
  count: number;
  onPaginationChange: SetPagination;
}

/** The pagination of the page shown. */
export function ListPagination({ pagination, count, onPaginationChange }: ListPaginationProps) {
  const { pageIndex, pageSize } = pagination;
  const pages = Math.ceil(count / pageSize);
  const withEdges = pages > 2;
  const firstRow = pageIndex * pageSize;
  const lastRow = Math.min(firstRow + pageSize, count);
  const toPage = (index: number) => () =>
    onPaginationChange((current) => ({ ...current, pageIndex: Math.max(0, index) }));
  const onFirst = pageIndex <= 0;
  const onLast = lastRow >= count;
  return (
    <Box className={`mrt-table-pagination ${MRT_PAGINATION_CLASSES.root}`}>
      <Group gap="xs">
        <Text id="rpp-label">{TEXTS.rowsPerPage}</Text>
        <PageSizeSelect pageSize={pageSize} onPaginationChange={onPaginationChange} />
      </Group>
      <Text>{`${lastRow === 0 ? 0 : (firstRow + 1).toLocaleString()}-${lastRow.toLocaleString()} ${TEXTS.of} ${count.toLocaleString()}`}</Text>
      <Group gap={6}>
        {withEdges ? (
          <PageButton label={TEXTS.goToFirstPage} disabled={onFirst} onClick={toPage(0)}>
            <IconChevronLeftPipe />
          </PageButton>
        ) : null}
        <PageButton label={TEXTS.goToPreviousPage} disabled={onFirst} onClick={toPage(pageIndex - 1)}>
          <IconChevronLeft />
        </PageButton>
        <PageButton label={TEXTS.goToNextPage} disabled={onLast} onClick={toPage(pageIndex + 1)}>
          <IconChevronRight />
        </PageButton>
        {withEdges ? (
          <PageButton label={TEXTS.goToLastPage} disabled={onLast} onClick={toPage(pages - 1)}>
            <IconChevronRightPipe />
          </PageButton>
        ) : null}
      </Group>
    </Box>
  );
}
