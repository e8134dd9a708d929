import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { validateMatch, validatePassword, validateRequired } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { MINHA_CONTA_TEXTS as T } from './minhaContaTexts';

/** What the password form holds. */
export interface PasswordValues {
  senhaAntiga: string;
  senhaNova: string;
  confirmacao: string;
}

const EMPTY: PasswordValues = { senhaAntiga: '', senhaNova: '', confirmacao: '' };

const RULES = {
  senhaAntiga: (value: string) => validateRequired(value),
  senhaNova: (value: string) => validatePassword(value),
  confirmacao: (value: string, values: PasswordValues) => validateMatch(value, values.senhaNova),
};

export interface PasswordFormProps {
  /** Changes the password; resolves true when the server accepted it. */
  onChange(values: PasswordValues): Promise<boolean>;
}

/** Current password, new password and its confirmation; the generic field messages show after submit. */
export function PasswordForm({ onChange }: PasswordFormProps) {
  const { form, busy, onSubmit, reset } = useSubmittedForm({ initialValues: EMPTY, validate: RULES });
  const submit = onSubmit(async (values) => {
    if (await onChange(values)) reset();
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={T.passwordSection}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.passwordSection}
        </Title>
        <PasswordInput
          label={T.currentPassword}
          autoComplete="current-password"
          {...form.getInputProps('senhaAntiga')}
        />
        <PasswordInput
          label={T.newPassword}
          autoComplete="new-password"
          {...form.getInputProps('senhaNova')}
        />
        <PasswordInput
          label={T.confirmPassword}
          autoComplete="new-password"
          {...form.getInputProps('confirmacao')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy}>
            {T.changePassword}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
