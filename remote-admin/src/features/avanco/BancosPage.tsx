import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { MESSAGES, type Banco } from '@erp/domain';
import { useLoad } from '@erp/ui';
import { AddButton } from '../../grid/AddButton';
import { AdminGrid } from '../../grid/AdminGrid';
import { loadedRows } from '../../grid/loadedRows';
import { editRemoveColumn } from '../../grid/editRemoveColumn';
import { useRowEditing } from '../../actions/useRowEditing';
import { AdminPage } from '../../layout/AdminPage';
import { BancoFormModal } from './BancoFormModal';
import { bancosApi, type BancoInput } from './bancosApi';

const T = MESSAGES.admin.bancos;

/** `bancos` (product owner): the banks every brand's companies pick from. */
export function BancosPage() {
  const bancos = useLoad('bancos', bancosApi.list);
  const { editing, edit, close, save, confirmRemove } = useRowEditing<Banco, BancoInput>({
    create: bancosApi.create,
    update: (banco, values) => bancosApi.update(banco.id, values),
    remove: (banco) => bancosApi.remove(banco.id),
    reload: bancos.reload,
    texts: T,
  });
  const columns = useMemo<MRT_ColumnDef<Banco>[]>(
    () => [
      { id: 'codigo', accessorKey: 'codigo', header: T.codigo, size: 90 },
      { id: 'nome', accessorKey: 'nome', header: T.nome },
      editRemoveColumn<Banco>({
        header: T.acoes,
        editLabel: (banco) => T.editarAria(banco.nome),
        removeLabel: (banco) => T.excluirAria(banco.nome),
        onEdit: edit,
        onRemove: confirmRemove,
      }),
    ],
    [edit, confirmRemove],
  );
  return (
    <AdminPage title={T.title}>
      <AdminGrid
        columns={columns}
        {...loadedRows(bancos)}
        rowId={(b) => String(b.id)}
        toolbar={<AddButton onClick={() => edit(null)}>{T.novo}</AddButton>}
      />
      {editing !== undefined && <BancoFormModal banco={editing ?? undefined} onSave={save} onClose={close} />}
    </AdminPage>
  );
}
