import { Badge, Button, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  activateRemoteVersion,
  getApi,
  promoteCanary,
  rollbackRemoteVersion,
  startCanary as startCanaryCall,
  stopCanary,
  type AdminRemoteArea,
} from '@erp/api-client';
import { formatDateTime, MESSAGES } from '@erp/domain';
import { useBusyAction } from '@erp/forms';
import type { ActionOutcome, ConfirmedAction } from '../../actions/confirmAndRun';
import { showAdminError } from '../../actions/showAdminError';
import { CanaryPanel } from './CanaryPanel';
import { areaLabel } from './releaseArea';
import { TableHead } from '../../grid/TableHead';

const T = MESSAGES.admin.releases;

export interface ReleaseAreaCardProps {
  row: AdminRemoteArea;
  idConfig: number;
  act(row: AdminRemoteArea, action: ConfirmedAction): Promise<ActionOutcome>;
}

/** One area of the brand: what it runs, the published versions, and activate / roll back / canary. */
export function ReleaseAreaCard({ row, idConfig, act }: ReleaseAreaCardProps) {
  const name = areaLabel(row.area);
  // One action at a time: a second click while one is confirmed or runs is ignored (act shows its own failures).
  const { busy, run } = useBusyAction(async (action: ConfirmedAction) => {
    await act(row, action);
  }, showAdminError);

  const ativar = (versao: string) =>
    run({
      title: T.ativarTitle,
      message: T.ativarConfirm(name, versao),
      run: () => activateRemoteVersion(getApi(), row.area, idConfig, versao),
      done: T.ativada(name, versao),
    });
  const rollback = () =>
    run({
      title: T.rollbackTitle,
      message: T.rollbackConfirm(name, row.anterior ?? ''),
      run: () => rollbackRemoteVersion(getApi(), row.area, idConfig),
      done: T.rolledBack(name),
    });
  const startCanary = (versao: string, percentual: number) =>
    run({
      title: T.canaryTitle,
      message: T.canaryConfirm(name, versao, percentual),
      run: () => startCanaryCall(getApi(), row.area, idConfig, versao, percentual),
      done: T.canaryStarted(name, versao),
    });
  const promote = () =>
    run({
      title: T.promoverTitle,
      message: T.promoverConfirm(name, row.canary?.versao ?? ''),
      run: () => promoteCanary(getApi(), row.area, idConfig),
      done: T.promovido(name, row.canary?.versao ?? ''),
    });
  const cancel = () =>
    run({
      title: T.cancelarTitle,
      message: T.cancelarConfirm(name, row.canary?.versao ?? ''),
      run: () => stopCanary(getApi(), row.area, idConfig),
      done: T.cancelado(name),
    });

  return (
    <Card withBorder component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge variant="light" color={row.origem === 'marca' ? 'grape' : 'gray'}>
            {T.origem[row.origem]}
          </Badge>
        </Group>
        <Group gap="xl">
          <Text size="sm">
            {T.container}: <b>{row.container}</b>
          </Text>
          <Text size="sm">
            {T.versaoAtiva}: <b>{row.versaoAtiva ?? T.nenhuma}</b>
          </Text>
          {row.anterior && (
            <Text size="sm" c="dimmed">
              {T.anterior(row.anterior)}
            </Text>
          )}
          <Button size="xs" variant="default" disabled={busy || !row.anterior} onClick={rollback}>
            {T.rollback}
          </Button>
        </Group>
        <Table striped withTableBorder>
          <Table.Caption>{T.versoes}</Table.Caption>
          <TableHead labels={[T.versao, T.publicadaEm, '']} />
          <Table.Tbody>
            {row.versoes.map((v) => (
              <Table.Tr key={v.versao}>
                <Table.Td>{v.versao}</Table.Td>
                <Table.Td>{formatDateTime(v.publicadaEm)}</Table.Td>
                <Table.Td>
                  {v.versao === row.versaoAtiva ? (
                    <Badge color="green">{T.ativa}</Badge>
                  ) : (
                    <Button
                      size="compact-xs"
                      disabled={busy}
                      onClick={() => void ativar(v.versao)}
                      aria-label={`${T.ativar} ${v.versao}`}
                    >
                      {T.ativar}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider label={T.canary} labelPosition="left" />
        <CanaryPanel
          row={row}
          busy={busy}
          onStart={(versao, percentual) => void startCanary(versao, percentual)}
          onPromote={() => void promote()}
          onCancel={() => void cancel()}
        />
      </Stack>
    </Card>
  );
}
