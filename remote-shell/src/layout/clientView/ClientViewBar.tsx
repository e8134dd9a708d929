import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MESSAGES, routeTo } from '@erp/domain';
import { sessionStore, useSession } from '@erp/session';

const T = MESSAGES.admin.clientView;

/**
 * While an administrator looks at a company's main area (read-only client view), says so on every page and offers
 * the way back: the administrator's own session returns and the users screen of the panel opens again.
 */
export function ClientViewBar() {
  // The server also tells a view session apart (a view token opened without this store's way back, e.g. by link).
  const empresa = useSession((s) => s.clientView?.nome ?? s.user?.visaoCliente?.nome ?? null);
  const navigate = useNavigate();
  if (empresa === null) return null;
  const back = () => {
    const session = sessionStore.getState();
    if (session.clientView) {
      session.leaveClientView();
      navigate(routeTo.adminUsuarios());
      return;
    }
    // No administrator session was kept here: end the view and sign in again.
    session.logout();
    navigate(routeTo.login());
  };
  return (
    <Alert color="yellow" variant="filled" radius={0} mb="md" icon={<IconEye size={18} />} role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {T.bar(empresa)}
        </Text>
        <Button size="xs" variant="white" color="dark" onClick={back}>
          {T.back}
        </Button>
      </Group>
    </Alert>
  );
}
