import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLogout } from './useLogout';
import { MESSAGES } from '@erp/domain';

/** `logout`: a short message while the session ends and the redirect wait passes. */
export function LogoutPage() {
  useLogout();
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text role="status">{MESSAGES.authFields.loggingOut}</Text>
      </Stack>
    </Center>
  );
}
