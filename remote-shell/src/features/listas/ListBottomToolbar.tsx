import { Group, Text } from '@mantine/core';
import { MRT_BottomToolbar, type MRT_TableInstance } from 'mantine-react-table';
import type { ListRow } from '@erp/api-client';
import { formatBRL, MESSAGES } from '@erp/domain';
import { useShownPage } from './shownPageContext';
import type { ShownPage } from './useListPage';

/** The sum of a money field over the rows shown. */
export function pageTotal(rows: readonly ListRow[], field: string): number {
  return rows.reduce((sum, row) => sum + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);
}

/**
 * The table as the bottom toolbar reads it, with the paging and count of the page shown. The table itself draws only
 * when its sort or columns change (its state and `rowCount` stay as they were then); its setters stay the table's own,
 * which hand their updaters to the list page.
 */
function tableShowing(table: MRT_TableInstance<ListRow>, page: ShownPage): MRT_TableInstance<ListRow> {
  return {
    ...table,
    getState: () => ({ ...table.getState(), pagination: page.pagination }),
    options: { ...table.options, rowCount: page.count },
  };
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

/**
 * mantine-react-table's own bottom toolbar (pagination "21-40 de N", rows per page, the table's custom actions: the
 * page's total), drawn from the page shown: a new page redraws this toolbar and the rows, not the table around them.
 */
export function ListBottomToolbar({ table }: { table: MRT_TableInstance<ListRow> }) {
  return <MRT_BottomToolbar table={tableShowing(table, useShownPage())} />;
}
