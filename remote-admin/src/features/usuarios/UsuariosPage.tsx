import { useState } from 'react';
import { Group, Loader, Pagination, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, type BrandUser } from '@erp/domain';
import { EmptyState, LoadFailed, showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { BrandSelect } from '../../brand/BrandSelect';
import { confirmAndRun } from '../../actions/confirmAndRun';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { AdminPage } from '../../layout/AdminPage';
import { EditUserModal } from './EditUserModal';
import { PAGE_SIZE, useBrandUsers, type StatusFilter } from './useBrandUsers';
import { useClientView } from './useClientView';
import { UsuariosTable, type UserRowActions } from './UsuariosTable';

const T = MESSAGES.admin.usuarios;
const SEARCH_DELAY_MS = 300;
const STATUS = (['todos', 'ativos', 'bloqueados'] as const).map((value) => ({
  value,
  label: T.statusOptions[value],
}));

/** `usuarios`: the brand's users, searchable and paged; edit, block or unblock, resend first access, client view. */
export function UsuariosPage() {
  const brand = useAdminBrand();
  const [text, setText] = useState('');
  const [busca] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<StatusFilter>('todos');
  const [page, setPage] = useState(1);
  const users = useBrandUsers(brand.idConfig, busca, status, page);
  const [editing, setEditing] = useState<BrandUser | null>(null);
  const clientView = useClientView();

  const actions: UserRowActions = {
    edit: setEditing,
    toggleActive: (user) =>
      void confirmAndRun({
        title: user.ativo ? T.blockTitle : T.unblockTitle,
        message: user.ativo ? T.blockConfirm(user.nome) : T.unblockConfirm(user.nome),
        run: async () => users.replace(await adminApi.setUserActive(user.id, !user.ativo)),
        done: user.ativo ? T.blocked(user.nome) : T.unblocked(user.nome),
      }),
    resend: (user) =>
      void adminApi
        .resendFirstAccess(user.id)
        .then(() => toasts.success(T.resent(user.email)))
        .catch(showApiError),
    clientView: (user) => void clientView.run(user.empresa),
  };

  const pages = Math.max(1, Math.ceil(users.total / PAGE_SIZE));
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      <Group align="flex-end">
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <SegmentedControl
          aria-label={T.status}
          data={STATUS}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setPage(1);
          }}
        />
      </Group>
      {users.error ? (
        <LoadFailed title={MESSAGES.errors.generic} error={users.error} onRetry={users.reload} />
      ) : null}
      {users.loading && users.rows.length === 0 ? (
        <Loader role="status" size="sm" aria-label={MESSAGES.admin.common.loading} />
      ) : null}
      {!users.loading && !users.error && users.rows.length === 0 ? (
        <EmptyState message={MESSAGES.empty.list} />
      ) : null}
      {users.rows.length > 0 ? (
        <>
          <UsuariosTable rows={users.rows} actions={actions} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {T.total(users.total)}
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        </>
      ) : null}
      {editing ? (
        <EditUserModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            users.replace(saved);
            setEditing(null);
          }}
        />
      ) : null}
    </AdminPage>
  );
}
