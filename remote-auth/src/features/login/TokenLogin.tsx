import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTokenLogin } from './useTokenLogin';
import { MESSAGES } from '@erp/domain';

/** What the user sees while a token handed over in the route is being used to sign in. */
export function TokenLogin({ userToken }: { userToken: string }) {
  useTokenLogin(userToken);
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs">
        <Loader aria-label={MESSAGES.authFields.signingIn} />
        <Text size="sm" c="dimmed">
          {MESSAGES.authFields.signingIn}
        </Text>
      </Stack>
    </Center>
  );
}
