import { Button, Stack } from '@mantine/core';
import { MESSAGES, type SignupField } from '@erp/domain';
import { AccountFields } from './AccountFields';
import { TermsField } from './TermsField';
import { useSignupForm, type SignupFormValues } from './useSignupForm';

export interface SignupFormProps {
  /** The fields of each step, as the brand shows them. */
  steps: SignupField[][];
  /** The sign-up of valid values; the form stays busy until its promise settles. */
  onValid(values: SignupFormValues): Promise<void>;
}

/** The default screen: every field on one page (spec 000 §2). */
export function OneStepForm({ steps, onValid }: SignupFormProps) {
  const fields = steps.flat();
  const form = useSignupForm();
  return (
    <form onSubmit={form.submit(fields, onValid)} noValidate>
      <Stack gap="sm">
        <AccountFields form={form.fields} fields={fields} />
        <TermsField form={form.fields} />
        <Button type="submit" fullWidth disabled={!form.fields.values.termos || form.busy}>
          {form.busy ? MESSAGES.signup.loading : MESSAGES.signup.confirm}
        </Button>
      </Stack>
    </form>
  );
}
