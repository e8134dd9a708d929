import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, routeTo } from '@erp/domain';
import { confirmationRule, passwordRule } from '../../form/fieldRules';
import { useSubmittedForm } from '../../form/useSubmittedForm';
import { useResetarSenha, type ResetValues } from './useResetarSenha';

const RESET_RULES = {
  password: passwordRule,
  confirmar: (value: string, values: ResetValues) => confirmationRule(value, values.password),
};

/** `resetar-senha/:accessToken`: the new password twice, from the link e-mailed by the recovery. */
export function ResetarSenhaPage() {
  const navigate = useNavigate();
  const { accessToken = '' } = useParams();
  const { busy, reset } = useResetarSenha(accessToken);
  const { form, onSubmit } = useSubmittedForm<ResetValues>({
    initialValues: { password: '', confirmar: '' },
    validate: RESET_RULES,
  });

  return (
    <form onSubmit={onSubmit(reset)} noValidate>
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
          <Button type="submit" loading={busy} disabled={busy}>
            {MESSAGES.reset.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
