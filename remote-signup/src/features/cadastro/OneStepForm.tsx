import type { FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { MESSAGES, type SignupField } from '@erp/domain';
import { dialogs } from '@erp/ui';
import { AccountFields } from './AccountFields';
import { TermsField } from './TermsField';
import { useSignupForm, type SignupFormValues } from './useSignupForm';

export interface SignupFormProps {
  /** The fields of each step, as the brand shows them. */
  steps: SignupField[][];
  busy: boolean;
  onValid(values: SignupFormValues): void;
}

/** The default screen: every field on one page (spec 000 §2). */
export function OneStepForm({ steps, busy, onValid }: SignupFormProps) {
  const fields = steps.flat();
  const form = useSignupForm(fields);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = form.check(fields);
    if (failure) dialogs.warning(MESSAGES.errors.title, failure.warning);
    else onValid(form.values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AccountFields form={form} fields={fields} />
        <TermsField form={form} />
        <Button type="submit" fullWidth disabled={!form.values.termos || busy}>
          {busy ? MESSAGES.signup.loading : MESSAGES.signup.confirm}
        </Button>
      </Stack>
    </form>
  );
}
