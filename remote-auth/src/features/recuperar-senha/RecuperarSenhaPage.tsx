import { Button, Group, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, routeTo } from '@erp/domain';
import { emailRule } from '../../form/fieldRules';
import { useSubmittedForm } from '@erp/forms';
import { EmailField } from '../../form/EmailField';
import { useRecuperarSenha } from './useRecuperarSenha';

const RECOVERY_RULES = { email: emailRule };

/** `recuperar-senha`: one e-mail field; the button stays disabled while the e-mail is invalid or a call runs. */
export function RecuperarSenhaPage() {
  const navigate = useNavigate();
  const recover = useRecuperarSenha();
  const { form, busy, onSubmit } = useSubmittedForm<{ email: string }>({
    initialValues: { email: '' },
    validate: RECOVERY_RULES,
  });
  const submit = onSubmit(({ email }) => recover(email));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {MESSAGES.recovery.submit}
        </Title>
        <EmailField
          {...form.getInputProps('email')}
          onValue={(email) => form.setFieldValue('email', email)}
          // A disabled submit button blocks the browser's Enter-to-submit; Enter still submits here so the
          // field's message can show (messages appear only after a submit).
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
        />
        <Group grow>
          <Button variant="default" onClick={() => navigate(routeTo.login())}>
            {MESSAGES.recovery.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={!form.isValid()}>
            {MESSAGES.recovery.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
