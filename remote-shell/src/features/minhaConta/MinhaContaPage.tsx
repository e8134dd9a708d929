import { Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSession } from '@erp/session';
import { MINHA_CONTA_TEXTS } from './minhaContaTexts';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { useMinhaConta } from './useMinhaConta';

/** `configuracoes/usuarios/editarminhaconta`: the signed-in user's own name, photo and password. */
export function MinhaContaPage() {
  const user = useSession((s) => s.user);
  const conta = useMinhaConta();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {MINHA_CONTA_TEXTS.title}
      </Title>
      {user ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {/* Keyed on the user so a reloaded user (another branch, saved name) starts the form afresh. */}
          <ProfileForm key={`${user.id}:${user.nome}`} user={user} onSave={conta.saveProfile} />
          <PasswordForm onChange={conta.changePassword} />
        </SimpleGrid>
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
