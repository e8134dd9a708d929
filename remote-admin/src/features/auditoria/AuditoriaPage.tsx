import { Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef, MRT_PaginationState } from 'mantine-react-table';
import { useState } from 'react';
import { formatDateTime, MESSAGES, type AuditEntry } from '@erp/domain';
import { LoadFailed, useLoad } from '@erp/ui';
import { AdminGrid } from '../../grid/AdminGrid';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { auditoriaApi } from './auditoriaApi';
import { auditFull, auditValue } from './auditValue';

const T = MESSAGES.admin.auditoria;

const columns: MRT_ColumnDef<AuditEntry>[] = [
  { id: 'data', header: T.columns.data, size: 140, Cell: ({ row }) => formatDateTime(row.original.data) },
  {
    id: 'usuario',
    header: T.columns.usuario,
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{row.original.usuario.nome}</Text>
        <Text size="xs" c="dimmed">
          {row.original.usuario.email}
        </Text>
      </Stack>
    ),
  },
  { id: 'acao', accessorKey: 'acao', header: T.columns.acao },
  { id: 'alvo', accessorKey: 'alvo', header: T.columns.alvo },
  {
    id: 'mudanca',
    header: T.columns.mudanca,
    size: 320,
    Cell: ({ row }) => (
      <Text size="sm" title={`${auditFull(row.original.de)} → ${auditFull(row.original.para)}`}>
        {auditValue(row.original.de)} → {auditValue(row.original.para)}
      </Text>
    ),
  },
];

/** `auditoria`: the brand's audit log, newest first as the server orders it, paged on the server. */
export function AuditoriaPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 20 });
  const { pageIndex, pageSize } = pagination;
  const page = useLoad(`auditoria:${idConfig}:${pageIndex}:${pageSize}`, async () => {
    const [rows, total] = await Promise.all([
      auditoriaApi.page(idConfig, pageIndex * pageSize, pageSize),
      auditoriaApi.count(idConfig),
    ]);
    return { rows, total };
  });
  const choose = (id: number) => {
    setPagination((p) => ({ ...p, pageIndex: 0 }));
    brand.choose(id);
  };
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={{ ...brand, choose }} />}>
      {page.error ? <LoadFailed title={T.loadError} error={page.error} onRetry={page.reload} /> : null}
      <AdminGrid
        columns={columns}
        data={page.data?.rows ?? []}
        loading={page.loading}
        rowId={(r) => String(r.id)}
        paging={{
          pagination,
          onPaginationChange: (u) => setPagination((p) => (typeof u === 'function' ? u(p) : u)),
          rowCount: page.data?.total ?? 0,
        }}
      />
    </AdminPage>
  );
}
