import { ActionIcon, Badge } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { formatDateTime, MESSAGES, type TokenDeploy, type TokenDeployCriado } from '@erp/domain';
import { LoadFailed, useLoad } from '@erp/ui';
import { AddButton } from '../../grid/AddButton';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { confirmAndRun } from '../../actions/confirmAndRun';
import { AdminPage } from '../../layout/AdminPage';
import { CreatedTokenModal } from './CreatedTokenModal';
import { TokenDeployFormModal } from './TokenDeployFormModal';
import { tokensDeployApi, type TokenDeployInput } from './tokensDeployApi';

const T = MESSAGES.admin.tokensDeploy;

/**
 * `tokens-deploy` (product owner): the tokens a team's pipeline publishes its area with (`pnpm release --api --token`),
 * each for one container; created here (shown once), listed with their last use, revoked here.
 */
export function TokensDeployPage() {
  const tokens = useLoad('tokens-deploy', tokensDeployApi.list);
  const containers = useLoad('containers', tokensDeployApi.containers);
  const { reload } = tokens;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TokenDeployCriado | null>(null);

  const create = async (input: TokenDeployInput) => {
    const answer = await tokensDeployApi.create(input);
    setCreating(false);
    setCreated(answer);
    await reload();
  };
  const columns = useMemo<MRT_ColumnDef<TokenDeploy>[]>(
    () => [
      { id: 'nome', accessorKey: 'nome', header: T.nome },
      { id: 'container', accessorKey: 'container', header: T.container, size: 110 },
      { id: 'criadoPor', accessorKey: 'criadoPor', header: T.criadoPor },
      {
        id: 'criadoEm',
        header: T.criadoEm,
        accessorFn: (row) => formatDateTime(row.criadoEm),
      },
      {
        id: 'ultimoUso',
        header: T.ultimoUso,
        accessorFn: (row) => (row.ultimoUsoEm ? formatDateTime(row.ultimoUsoEm) : T.nunca),
      },
      {
        id: 'situacao',
        header: T.situacao,
        accessorFn: (row) => row.revogadoEm ?? '',
        Cell: ({ row }) =>
          row.original.revogadoEm ? (
            <Badge color="gray" variant="light">
              {T.revogado(formatDateTime(row.original.revogadoEm))}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {T.ativo}
            </Badge>
          ),
      },
      {
        id: 'acoes',
        header: T.acoes,
        size: 80,
        enableSorting: false,
        Cell: ({ row }) =>
          row.original.revogadoEm ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.revogarAria(row.original.nome)}
              onClick={() =>
                void confirmAndRun({
                  title: T.revogarTitle,
                  message: T.revogarConfirm(row.original.nome, row.original.container),
                  run: () => tokensDeployApi.revoke(row.original.id),
                  done: T.revogadoOk,
                }).then(async (outcome) => {
                  // A refusal (revoked meanwhile in another tab) also changed what the list should show.
                  if (outcome !== 'cancelled') await reload();
                })
              }
            >
              <IconBan size={16} />
            </ActionIcon>
          ),
      },
    ],
    [reload],
  );
  return (
    <AdminPage title={T.title} subtitle={T.subtitle}>
      {tokens.error ? <LoadFailed title={T.loadError} error={tokens.error} onRetry={reload} /> : null}
      <AdminGrid
        columns={columns}
        {...loadedRows(tokens)}
        rowId={(t) => String(t.id)}
        toolbar={
          <AddButton disabled={!containers.data} onClick={() => setCreating(true)}>
            {T.novo}
          </AddButton>
        }
      />
      {creating && (
        <TokenDeployFormModal
          containers={containers.data ?? []}
          onCreate={create}
          onClose={() => setCreating(false)}
        />
      )}
      {created && <CreatedTokenModal created={created} onClose={() => setCreated(null)} />}
    </AdminPage>
  );
}
