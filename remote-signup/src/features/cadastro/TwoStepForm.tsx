import { useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { AccountFields } from './AccountFields';
import { LocationFields } from './LocationFields';
import type { SignupFormProps } from './OneStepForm';
import { TermsField } from './TermsField';
import { useSignupForm } from './useSignupForm';

/** The reseller's screen (the `signup_acme` build): account first, then state, city, segment and role. */
export function TwoStepForm({ steps, onValid }: SignupFormProps) {
  const [first = [], second = []] = steps;
  const form = useSignupForm();
  const [step, setStep] = useState(0);
  const submit =
    step === 0 ? form.submit(first, () => setStep(1)) : form.submit([...first, ...second], onValid);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={MESSAGES.signup.step(1, 2)} />
          <Stepper.Step label={MESSAGES.signup.step(2, 2)} />
        </Stepper>
        {step === 0 ? (
          <>
            <AccountFields form={form.fields} fields={first} />
            <Button type="submit" fullWidth>
              {MESSAGES.signup.next}
            </Button>
          </>
        ) : (
          <>
            <LocationFields form={form.fields} />
            <TermsField form={form.fields} />
            <Group grow>
              <Button variant="default" onClick={() => setStep(0)} disabled={form.busy}>
                {MESSAGES.signup.back}
              </Button>
              <Button type="submit" disabled={!form.fields.values.termos || form.busy}>
                {form.busy ? MESSAGES.signup.loading : MESSAGES.signup.confirm}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
