import { useState } from 'react';
import { Anchor, Button, Group, Image, PasswordInput, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { MESSAGES, routeTo } from '@erp/domain';
import { sessionStore, useSession } from '@erp/session';
import { emailRule, passwordRule } from '../../form/fieldRules';
import { useSubmittedForm } from '@erp/forms';
import { EmailField } from '../../form/EmailField';
import { useLogin, type LoginValues } from './useLogin';

// Module-level so the form's validation keeps one identity across renders.
const LOGIN_RULES = { email: emailRule, password: passwordRule };

/** The sign-in screen: logo, e-mail, password, 'Entrar', recovery link and, when the brand allows, sign-up. */
export function LoginForm() {
  // Read once on arrival: a session that exists before the user does anything skips the login screen.
  const [hadSession] = useState(() => sessionStore.getState().token !== null);
  const config = useSession((s) => s.config);
  const login = useLogin();
  const { form, busy, onSubmit } = useSubmittedForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: LOGIN_RULES,
  });
  if (hadSession) return <Navigate to={routeTo.dashboard()} replace />;

  return (
    <form onSubmit={onSubmit(login)} noValidate>
      <Stack gap="md">
        {config?.imagens.logo && <Image src={config.imagens.logo} alt={config.title} h={80} fit="contain" />}
        <EmailField
          {...form.getInputProps('email')}
          onValue={(email) => form.setFieldValue('email', email)}
        />
        <PasswordInput
          label={MESSAGES.authFields.password}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': MESSAGES.authFields.togglePassword }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? MESSAGES.login.loading : MESSAGES.login.submit}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to={routeTo.recuperarSenha()} size="sm">
            {MESSAGES.login.forgotPassword}
          </Anchor>
          {config?.misc.permiteCadastro && (
            <Anchor component={Link} to={routeTo.cadastrarNoAuth()} size="sm">
              {MESSAGES.login.signUp}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
