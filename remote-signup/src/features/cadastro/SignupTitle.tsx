import { Alert, Text, Title } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { useSession } from '@erp/session';

/**
 * The trial invitation with its highlighted word, and the brand's banner when it has one (spec 000 §2), in the
 * brand's colour: its text shade, which reads at 4.5:1 on white whatever colour the brand picked (@erp/ui's theme).
 */
export function SignupTitle() {
  const misc = useSession((s) => s.config?.misc);
  const highlight = misc?.textoDestaqueCadastro || MESSAGES.signup.highlightDefault;
  return (
    <>
      <Title order={1} size="h2">
        {MESSAGES.signup.invitation}{' '}
        <Text span inherit c="brand" fw={800}>
          {highlight}
        </Text>
      </Title>
      {misc?.textoAlertaCadastro ? (
        <Alert color="brand" variant="light">
          {misc.textoAlertaCadastro}
        </Alert>
      ) : null}
    </>
  );
}
