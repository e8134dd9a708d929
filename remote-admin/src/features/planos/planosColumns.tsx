import { Badge } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Plano } from '@erp/api-client';
import { formatBRL, MESSAGES } from '@erp/domain';
import { editRemoveColumn } from '../../grid/editRemoveColumn';
import { formattedColumn } from '../../grid/formattedColumn';

const T = MESSAGES.admin.planos;

/** The plans grid's columns, with edit and delete per row. */
export function planosColumns(
  onEdit: (p: Plano) => void,
  onRemove: (p: Plano) => void,
): MRT_ColumnDef<Plano>[] {
  return [
    { id: 'nome', accessorKey: 'nome', header: T.columns.nome },
    { id: 'idExterno', accessorKey: 'idExterno', header: T.columns.idExterno, size: 120 },
    formattedColumn('valorMensal', T.columns.valorMensal, formatBRL, 130),
    {
      id: 'modulos',
      header: T.columns.modulos,
      enableSorting: false,
      Cell: ({ row }) => row.original.modulos.map((m) => m.nome).join(', '),
    },
    {
      id: 'ativo',
      header: T.columns.ativo,
      size: 110,
      enableSorting: false,
      Cell: ({ row }) =>
        row.original.ativo === false ? (
          <Badge color="gray">{T.inativo}</Badge>
        ) : (
          <Badge color="green">{T.ativo}</Badge>
        ),
    },
    editRemoveColumn<Plano>({
      header: T.columns.acoes,
      editLabel: (plano) => T.editarAria(plano.nome),
      removeLabel: (plano) => T.excluirAria(plano.nome),
      onEdit,
      onRemove,
    }),
  ];
}
