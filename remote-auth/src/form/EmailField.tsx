import { TextInput, type TextInputProps } from '@mantine/core';
import { MESSAGES, EMAIL_MAX_LENGTH } from '@erp/domain';
import { typedEmail } from './fieldRules';

interface EmailFieldProps extends Omit<TextInputProps, 'label' | 'type'> {
  /** Receives the e-mail as the rules want it stored: lower-cased and capped at 50 characters. */
  onValue(email: string): void;
}

/** The e-mail field of every auth screen (spec 000 §5: lower-cased as typed, max 50). */
export function EmailField({ onValue, ...props }: EmailFieldProps) {
  return (
    <TextInput
      label={MESSAGES.authFields.email}
      type="email"
      autoComplete="username"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
      onChange={(event) => onValue(typedEmail(event.currentTarget.value))}
    />
  );
}
