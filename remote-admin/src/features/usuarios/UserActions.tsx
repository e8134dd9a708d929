import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconLock, IconLockOpen, IconMailForward, IconPencil } from '@tabler/icons-react';
import { MESSAGES, type BrandUser } from '@erp/domain';

const T = MESSAGES.admin.usuarios;

interface UserActionsProps {
  user: BrandUser;
  onEdit(): void;
  onToggleActive(): void;
  onResend(): void;
  onClientView(): void;
}

/** What an administrator can do with one user of the brand. */
export function UserActions({ user, onEdit, onToggleActive, onResend, onClientView }: UserActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`${T.actions}: ${user.nome}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {T.edit}
        </Menu.Item>
        <Menu.Item
          leftSection={user.ativo ? <IconLock size={16} /> : <IconLockOpen size={16} />}
          color={user.ativo ? 'red' : undefined}
          onClick={onToggleActive}
        >
          {user.ativo ? T.block : T.unblock}
        </Menu.Item>
        <Menu.Item leftSection={<IconMailForward size={16} />} onClick={onResend}>
          {T.resend}
        </Menu.Item>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={onClientView}>
          {T.clientView}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
