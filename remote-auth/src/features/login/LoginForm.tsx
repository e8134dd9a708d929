import { useState } from 'react';
import { Anchor, Button, Group, Image, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { sessionStore, useSession } from '@erp/session';
import { AUTH_LABELS, AUTH_ROUTES } from '../../shared/authTexts';
import { EMAIL_MAX_LENGTH } from '../../shared/domainCatalogue';
import { emailRule, normaliseEmail, passwordRule } from '../../shared/fieldRules';
import { useSubmittedForm } from '../../shared/useSubmittedForm';
import { useLogin, type LoginValues } from './useLogin';

// Module-level so the form's validation keeps one identity across renders.
const LOGIN_RULES = { email: emailRule, password: passwordRule };

/** The sign-in screen: logo, e-mail, password, 'Entrar', recovery link and, when the brand allows, sign-up. */
export function LoginForm() {
  // Read once on arrival: a session that exists before the user does anything skips the login screen.
  const [hadSession] = useState(() => sessionStore.getState().token !== null);
  const config = useSession((s) => s.config);
  const { busy, login } = useLogin();
  const { form, onSubmit } = useSubmittedForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: LOGIN_RULES,
  });
  if (hadSession) return <Navigate to={AUTH_ROUTES.dashboard} replace />;

  return (
    <form onSubmit={onSubmit(login)} noValidate>
      <Stack gap="md">
        {config?.imagens.logo && (
          <Image src={config.imagens.logo} alt={config.title} h={80} fit="contain" />
        )}
        <TextInput
          label={AUTH_LABELS.email}
          type="email"
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          {...form.getInputProps('email')}
          onChange={(event) => form.setFieldValue('email', normaliseEmail(event.currentTarget.value))}
        />
        <PasswordInput
          label={AUTH_LABELS.password}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? AUTH_LABELS.busy : AUTH_LABELS.enter}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to={AUTH_ROUTES.recovery} size="sm">
            {AUTH_LABELS.forgotPassword}
          </Anchor>
          {config?.misc.permiteCadastro && (
            <Anchor component={Link} to={AUTH_ROUTES.signUp} size="sm">
              {AUTH_LABELS.signUp}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
