import { Center, Loader, Stack, Text } from '@mantine/core';
import { AUTH_TEXTS } from '../../shared/authTexts';
import { useLogout } from './useLogout';

/** `logout`: a short message while the session ends and the redirect wait passes. */
export function LogoutPage() {
  useLogout();
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text role="status">{AUTH_TEXTS.loggingOut}</Text>
      </Stack>
    </Center>
  );
}
