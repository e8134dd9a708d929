import { Center, Loader, Stack, Text } from '@mantine/core';
import { AUTH_TEXTS } from '../../shared/authTexts';
import { useTokenLogin } from './useTokenLogin';

/** What the user sees while a token handed over in the route is being used to sign in. */
export function TokenLogin({ userToken }: { userToken: string }) {
  useTokenLogin(userToken);
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs">
        <Loader aria-label={AUTH_TEXTS.signingIn} />
        <Text size="sm" c="dimmed">
          {AUTH_TEXTS.signingIn}
        </Text>
      </Stack>
    </Center>
  );
}
