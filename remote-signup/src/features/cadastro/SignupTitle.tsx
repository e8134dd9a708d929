import { Alert, Text, Title } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { useSession } from '@erp/session';

/** The trial invitation with its highlighted word, and the brand's banner when it has one (spec 000 §2). */
export function SignupTitle({ color }: { color: string }) {
  const misc = useSession((s) => s.config?.misc);
  const highlight = misc?.textoDestaqueCadastro || MESSAGES.signup.highlightDefault;
  return (
    <>
      <Title order={1} size="h2">
        {MESSAGES.signup.invitation}{' '}
        <Text span inherit c={color} fw={800}>
          {highlight}
        </Text>
      </Title>
      {misc?.textoAlertaCadastro ? (
        <Alert color={color} variant="light">
          {misc.textoAlertaCadastro}
        </Alert>
      ) : null}
    </>
  );
}
