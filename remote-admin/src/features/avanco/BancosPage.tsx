import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { MESSAGES, type Banco } from '@erp/domain';
import { toasts, useLoad } from '@erp/ui';
import { AddButton } from '../../grid/AddButton';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { editRemoveColumn } from '../../grid/editRemoveColumn';
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
      editRemoveColumn<Banco>({
        header: T.acoes,
        editLabel: (banco) => T.editarAria(banco.nome),
        removeLabel: (banco) => T.excluirAria(banco.nome),
        onEdit: setEditing,
        onRemove: (banco) =>
          void confirmAndRun({
            title: T.excluirTitle,
            message: T.excluirConfirm(banco.nome),
            run: () => bancosApi.remove(banco.id),
            done: T.excluido,
          }).then(async (outcome) => {
            if (outcome === 'done') await reload();
          }),
      }),
    ],
    [reload],
  );
  return (
    <AdminPage title={T.title}>
      <AdminGrid
        columns={columns}
        {...loadedRows(bancos)}
        rowId={(b) => String(b.id)}
        toolbar={<AddButton onClick={() => setEditing(null)}>{T.novo}</AddButton>}
      />
      {editing !== undefined && (
        <BancoFormModal banco={editing ?? undefined} onSave={save} onClose={() => setEditing(undefined)} />
      )}
    </AdminPage>
  );
}
