import { Anchor, Checkbox, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { useSession } from '@erp/session';
import type { SignupFields } from './useSignupForm';

/** The terms checkbox with links to the brand's terms of use and privacy policy. */
export function TermsField({ form }: { form: SignupFields }) {
  const documentos = useSession((s) => s.config?.documentos);
  const texts = MESSAGES.signup;
  return (
    <Checkbox
      checked={form.values.termos}
      onChange={(e) => form.setFieldValue('termos', e.currentTarget.checked)}
      error={form.errors.termos}
      aria-label={texts.labels.termos}
      label={
        <Text span size="sm">
          {texts.termsAccept}{' '}
          <Anchor href={documentos?.termos} target="_blank" rel="noopener noreferrer">
            {texts.termsOfUse}
          </Anchor>{' '}
          {texts.termsAnd}{' '}
          <Anchor href={documentos?.privacidade} target="_blank" rel="noopener noreferrer">
            {texts.privacyPolicy}
          </Anchor>
        </Text>
      }
    />
  );
}
