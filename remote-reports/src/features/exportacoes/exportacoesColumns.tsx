import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Relatorio } from '@erp/api-client';
import {
  JOB_STATUS_LABELS,
  MESSAGES,
  REPORT_DOWNLOAD_COLUMN_WIDTHS,
  formatDateTime,
  type JobStatus,
} from '@erp/domain';
import { CALENDAR_PROPS } from '../../dates/calendarProps';
import { RelatorioActions } from './RelatorioActions';
import { RelatorioStatusBadge } from './RelatorioStatusBadge';

const { columns } = MESSAGES.reports;
// The spec's widths of the download grid, for Formato, Status, Data and Ações; Relatório takes the rest.
const [FORMATO_WIDTH, STATUS_WIDTH, DATA_WIDTH, ACOES_WIDTH] = REPORT_DOWNLOAD_COLUMN_WIDTHS;

export const FORMAT_OPTIONS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'xlsx', label: 'XLSX' },
];

export const STATUS_OPTIONS = (Object.entries(JOB_STATUS_LABELS) as [string, string][]).map(
  ([value, label]) => ({ value, label }),
);

/** The columns of the exported reports grid (spec 001 §2); ids are the fields the server filters and sorts. */
export function exportacoesColumns(onRemove: (relatorio: Relatorio) => void): MRT_ColumnDef<Relatorio>[] {
  return [
    { id: 'descricao', accessorKey: 'descricao', header: columns.relatorio, minSize: 160 },
    {
      id: 'tipo',
      accessorKey: 'tipo',
      header: columns.formato,
      size: FORMATO_WIDTH,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: FORMAT_OPTIONS },
      Cell: ({ row }) => row.original.tipo.toUpperCase(),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: columns.status,
      size: STATUS_WIDTH,
      filterVariant: 'select',
      mantineFilterSelectProps: { data: STATUS_OPTIONS },
      Cell: ({ row }) => <RelatorioStatusBadge status={row.original.status} />,
    },
    {
      id: 'dataInclusao',
      accessorFn: (row) => new Date(row.dataInclusao),
      header: columns.data,
      size: DATA_WIDTH,
      filterVariant: 'date-range',
      mantineFilterDateInputProps: CALENDAR_PROPS,
      Cell: ({ row }) => formatDateTime(row.original.dataInclusao),
    },
    {
      id: 'acoes',
      header: columns.acoes,
      size: ACOES_WIDTH,
      enableSorting: false,
      enableColumnFilter: false,
      enableColumnActions: false,
      Cell: ({ row }) => <RelatorioActions relatorio={row.original} onRemove={onRemove} />,
    },
  ];
}

/** How a column filter reads in its chip. */
export function filterChipLabel(id: string, value: unknown): string {
  switch (id) {
    case 'descricao':
      return `${columns.relatorio}: ${String(value)}`;
    case 'tipo':
      return `${columns.formato}: ${String(value).toUpperCase()}`;
    case 'status':
      return `${columns.status}: ${JOB_STATUS_LABELS[Number(value) as JobStatus] ?? String(value)}`;
    case 'dataInclusao': {
      const [from, to] = Array.isArray(value) ? (value as unknown[]) : [];
      const day = (d: unknown) => (d instanceof Date ? formatDateTime(d).slice(0, 10) : '…');
      return `${columns.data}: ${day(from)} – ${day(to)}`;
    }
    default:
      return `${id}: ${String(value)}`;
  }
}
