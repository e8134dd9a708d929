import { ActionIcon, Group } from '@mantine/core';
import { RemoveButton } from '@erp/ui';
import { IconPencil } from '@tabler/icons-react';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';

export interface EditRemoveColumn<T extends MRT_RowData> {
  header: string;
  /** Each button's accessible name names the row ('Editar Plano Básico'): a column of identical "Editar" is useless. */
  editLabel(row: T): string;
  removeLabel(row: T): string;
  onEdit(row: T): void;
  onRemove(row: T): void;
}

/** The last column of an administration grid whose rows are edited in a modal and removed after a confirmation. */
export function editRemoveColumn<T extends MRT_RowData>(column: EditRemoveColumn<T>): MRT_ColumnDef<T> {
  return {
    id: 'acoes',
    header: column.header,
    size: 90,
    enableSorting: false,
    Cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={column.editLabel(row.original)}
          onClick={() => column.onEdit(row.original)}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <RemoveButton
          color="red"
          label={column.removeLabel(row.original)}
          onClick={() => column.onRemove(row.original)}
        />
      </Group>
    ),
  };
}
