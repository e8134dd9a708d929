import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, routeTo } from '@erp/domain';
import { confirmationRule, passwordRule } from './fieldRules';
import { useSubmittedForm } from '@erp/forms';

/** A new password typed twice (spec 000 §3 "Password reset (new password)"). */
export type NewPasswordValues = {
  password: string;
  confirmar: string;
};

const NEW_PASSWORD_RULES = {
  password: passwordRule,
  confirmar: (value: string, values: NewPasswordValues) => confirmationRule(value, values.password),
};

/**
 * The new-password form of the links e-mailed to a user: the recovery's reset and the first-access invitation.
 * Messages only after submit; 'Cancelar' goes back to the login.
 */
export function NewPasswordForm({ onConfirm }: { onConfirm(values: NewPasswordValues): Promise<void> }) {
  const navigate = useNavigate();
  const { form, busy, onSubmit } = useSubmittedForm<NewPasswordValues>({
    initialValues: { password: '', confirmar: '' },
    validate: NEW_PASSWORD_RULES,
  });

  return (
    <form onSubmit={onSubmit(onConfirm)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={MESSAGES.reset.newPassword}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={MESSAGES.reset.confirmPassword}
          autoComplete="new-password"
          {...form.getInputProps('confirmar')}
        />
        <Group grow>
          <Button variant="default" onClick={() => navigate(routeTo.login())}>
            {MESSAGES.reset.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {MESSAGES.reset.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
