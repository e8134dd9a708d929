import { Badge, Button } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { CobrancaAdmin } from '@erp/domain';
import { CHARGE_STATUS_COLOR, formatBRL, formatDate, MESSAGES } from '@erp/domain';
import { formattedColumn } from '../../grid/formattedColumn';

const T = MESSAGES.charges;

/** The charges grid's columns; `onSettle` (staff only) adds the manual settlement of a charge waiting for payment. */
export function cobrancasColumns(
  onSettle: ((c: CobrancaAdmin) => void) | null,
): MRT_ColumnDef<CobrancaAdmin>[] {
  const columns: MRT_ColumnDef<CobrancaAdmin>[] = [
    { id: 'empresa', accessorKey: 'empresaNome', header: T.columns.empresa },
    { id: 'filial', accessorKey: 'filialNome', header: T.columns.filial },
    { id: 'plano', accessorKey: 'planoNome', header: T.columns.plano, size: 120 },
    formattedColumn('valor', T.columns.valor, formatBRL, 120),
    formattedColumn('vencimento', T.columns.vencimento, formatDate, 120),
    {
      id: 'status',
      header: T.columns.status,
      size: 110,
      enableSorting: false,
      Cell: ({ row }) => (
        <Badge color={CHARGE_STATUS_COLOR[row.original.status]} variant="light">
          {T.status[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'baixa',
      header: T.columns.baixa,
      size: 100,
      enableSorting: false,
      Cell: ({ row }) => (row.original.baixa ? T.settlement[row.original.baixa] : ''),
    },
  ];
  if (!onSettle) return columns;
  return [
    ...columns,
    {
      id: 'acoes',
      header: '',
      size: 110,
      enableSorting: false,
      Cell: ({ row }) =>
        row.original.status === 'aberta' || row.original.status === 'vencida' ? (
          <Button size="compact-xs" variant="light" onClick={() => onSettle(row.original)}>
            {T.markPaid}
          </Button>
        ) : null,
    },
  ];
}
