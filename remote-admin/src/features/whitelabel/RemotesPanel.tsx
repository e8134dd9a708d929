import { Badge, Fieldset, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { getApi, listBrandRemotes, setBrandRemoteContainer, type AdminRemoteArea } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { useBusyAction } from '@erp/forms';
import { EmptyState, LoadFailed, showApiError, toasts, useLoad } from '@erp/ui';
import { TableHead } from '../../grid/TableHead';

const T = MESSAGES.admin.remotes;

const areaLabel = (area: string): string => T.areas[area] ?? area;

/** Per area of the brand: which container serves it (switchable at once, no rebuild) and its active version. */
export function RemotesPanel({ idConfig }: { idConfig: number }) {
  const rows = useLoad(`remotes:${idConfig}`, (signal) => listBrandRemotes(getApi(), idConfig, signal));
  const change = useBusyAction(async (row: AdminRemoteArea, container: string) => {
    const updated = await setBrandRemoteContainer(getApi(), row.area, idConfig, container);
    rows.setData((rows.data ?? []).map((r) => (r.area === updated.area ? updated : r)));
    toasts.success(T.changed(areaLabel(updated.area), updated.container));
  }, showApiError);
  return (
    <Fieldset legend={T.title}>
      {rows.error ? <LoadFailed title={T.loadError} error={rows.error} onRetry={rows.reload} /> : null}
      {rows.loading && !rows.data ? (
        <Loader role="status" size="sm" aria-label={MESSAGES.admin.common.loading} />
      ) : null}
      {rows.data?.length === 0 ? <EmptyState message={T.empty} /> : null}
      {rows.data?.length ? (
        <Table>
          <TableHead labels={[T.area, T.container, T.versao]} />
          <Table.Tbody>
            {rows.data.map((row) => (
              <Table.Tr key={row.area}>
                <Table.Td>{areaLabel(row.area)}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${T.container}: ${areaLabel(row.area)}`}
                    data={row.containers}
                    value={row.container}
                    allowDeselect={false}
                    disabled={change.busy || row.containers.length < 2}
                    onChange={(container) => {
                      if (container && container !== row.container) void change.run(row, container);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{row.versaoAtiva}</Text>
                    <Badge size="xs" variant="light" color={row.origem === 'marca' ? 'brand' : 'gray'}>
                      {T.origem[row.origem]}
                    </Badge>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Fieldset>
  );
}
