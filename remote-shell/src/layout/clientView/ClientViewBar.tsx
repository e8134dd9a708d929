import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { closeClientView, getApi } from '@erp/api-client';
import { MESSAGES, routeTo } from '@erp/domain';
import { sessionStore, useSession } from '@erp/session';
import { useBusyAction } from '@erp/forms';
import { showApiError } from '@erp/ui';

const T = MESSAGES.admin.clientView;

/**
 * While an administrator looks at a company's main area (read-only client view), says so on every page and offers
 * the way back: the view's token is ended on the server (not merely forgotten here), the administrator's own session
 * returns and the users screen of the panel opens again.
 */
export function ClientViewBar() {
  // The server also tells a view session apart (a view token opened without this store's way back, e.g. by link).
  const empresa = useSession((s) => s.clientView?.nome ?? s.user?.visaoCliente?.nome ?? null);
  const navigate = useNavigate();
  const back = useBusyAction(async () => {
    const session = sessionStore.getState();
    if (session.clientView && session.token) {
      // An already ended view (401) must not keep the administrator from going back.
      await closeClientView(getApi(), session.token).catch(() => undefined);
      sessionStore.getState().leaveClientView();
      navigate(routeTo.adminUsuarios());
      return;
    }
    // No administrator session was kept here: end the view (and the staff session it came from) and sign in again.
    await getApi()
      .logout()
      .catch(() => undefined);
    sessionStore.getState().logout();
    navigate(routeTo.login());
  }, showApiError);
  if (empresa === null) return null;
  return (
    <Alert color="yellow" variant="filled" radius={0} mb="md" icon={<IconEye size={18} />} role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {T.bar(empresa)}
        </Text>
        <Button size="xs" variant="white" color="dark" loading={back.busy} onClick={() => void back.run()}>
          {T.back}
        </Button>
      </Group>
    </Alert>
  );
}
