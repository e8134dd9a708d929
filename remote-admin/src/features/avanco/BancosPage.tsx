import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { MESSAGES, type Banco } from '@erp/domain';
import { toasts, useLoad } from '@erp/ui';
import { AdminGrid } from '../../grid/AdminGrid';
import { confirmAndRun } from '../../actions/confirmAndRun';
import { AdminPage } from '../../layout/AdminPage';
import { BancoFormModal } from './BancoFormModal';
import { bancosApi, type BancoInput } from './bancosApi';

const T = MESSAGES.admin.bancos;

/** `bancos` (product owner): the banks every brand's companies pick from. */
export function BancosPage() {
  const bancos = useLoad('bancos', bancosApi.list);
  const { reload } = bancos;
  // undefined: closed; null: a new bank; a bank: editing it.
  const [editing, setEditing] = useState<Banco | null | undefined>(undefined);

  const save = async (values: BancoInput) => {
    if (editing) await bancosApi.update(editing.id, values);
    else await bancosApi.create(values);
    setEditing(undefined);
    toasts.success(T.salvo);
    await reload();
  };
  const columns = useMemo<MRT_ColumnDef<Banco>[]>(
    () => [
      { id: 'codigo', accessorKey: 'codigo', header: T.codigo, size: 90 },
      { id: 'nome', accessorKey: 'nome', header: T.nome },
      {
        id: 'acoes',
        header: T.acoes,
        size: 90,
        enableSorting: false,
        Cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={T.editarAria(row.original.nome)}
              onClick={() => setEditing(row.original)}
            >
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.excluirAria(row.original.nome)}
              onClick={() =>
                void confirmAndRun({
                  title: T.excluirTitle,
                  message: T.excluirConfirm(row.original.nome),
                  run: () => bancosApi.remove(row.original.id),
                  done: T.excluido,
                }).then(async (outcome) => {
                  if (outcome === 'done') await reload();
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [reload],
  );
  return (
    <AdminPage title={T.title}>
      <AdminGrid
        columns={columns}
        data={bancos.data ?? []}
        loading={bancos.loading && !bancos.data}
        rowId={(b) => String(b.id)}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {T.novo}
          </Button>
        }
      />
      {editing !== undefined && (
        <BancoFormModal banco={editing ?? undefined} onSave={save} onClose={() => setEditing(undefined)} />
      )}
    </AdminPage>
  );
}
