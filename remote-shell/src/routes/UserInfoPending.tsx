import { Center, Loader } from '@mantine/core';

/** What a guarded page shows until the user info it decides on has arrived. */
export function UserInfoPending() {
  return (
    <Center py="xl">
      <Loader role="status" size="sm" aria-label="Carregando" />
    </Center>
  );
}
