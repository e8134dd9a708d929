import { PasswordInput } from '@mantine/core';
import { validateMatch, validatePassword, validateRequired } from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { AccountSection } from './AccountSection';
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
  /** One password field; the browser's password manager tells the current one from the new ones. */
  const password = (
    field: keyof PasswordValues,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => <PasswordInput label={label} autoComplete={autoComplete} {...form.getInputProps(field)} />;
  return (
    <AccountSection title={T.passwordSection} submitLabel={T.changePassword} busy={busy} onSubmit={submit}>
      {password('senhaAntiga', T.currentPassword, 'current-password')}
      {password('senhaNova', T.newPassword, 'new-password')}
      {password('confirmacao', T.confirmPassword, 'new-password')}
    </AccountSection>
  );
}
