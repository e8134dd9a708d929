import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { validateMatch, validatePassword, validateRequired } from '@erp/domain';
import { MINHA_CONTA_TEXTS as T } from './minhaContaTexts';
import { useValidatedForm } from './useValidatedForm';

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
  busy: boolean;
  /** Changes the password; resolves true when the server accepted it. */
  onChange(values: PasswordValues): Promise<boolean>;
}

/** Current password, new password and its confirmation; the generic field messages show after submit. */
export function PasswordForm({ busy, onChange }: PasswordFormProps) {
  const form = useValidatedForm(EMPTY, RULES);
  const submit = form.onSubmit(async (values) => {
    if (await onChange(values)) form.reset();
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
          value={form.values.senhaAntiga}
          onChange={(e) => form.set('senhaAntiga', e.currentTarget.value)}
          error={form.error('senhaAntiga')}
        />
        <PasswordInput
          label={T.newPassword}
          autoComplete="new-password"
          value={form.values.senhaNova}
          onChange={(e) => form.set('senhaNova', e.currentTarget.value)}
          error={form.error('senhaNova')}
        />
        <PasswordInput
          label={T.confirmPassword}
          autoComplete="new-password"
          value={form.values.confirmacao}
          onChange={(e) => form.set('confirmacao', e.currentTarget.value)}
          error={form.error('confirmacao')}
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
