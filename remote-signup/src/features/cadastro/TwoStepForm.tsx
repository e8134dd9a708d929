import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { dialogs } from '@erp/ui';
import { AccountFields } from './AccountFields';
import { LocationFields } from './LocationFields';
import type { SignupFormProps } from './OneStepForm';
import { TermsField } from './TermsField';
import { useSignupForm } from './useSignupForm';

/** The reseller's screen (the `signup_acme` build): account first, then state, city, segment and role. */
export function TwoStepForm({ steps, busy, onValid }: SignupFormProps) {
  const [first = [], second = []] = steps;
  const form = useSignupForm([...first, ...second]);
  const [step, setStep] = useState(0);
  const warnFirstFailure = (fields: typeof first) => {
    const failure = form.check(fields);
    if (failure) dialogs.warning(MESSAGES.errors.title, failure.warning);
    return failure === null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) {
      if (warnFirstFailure(first)) setStep(1);
      return;
    }
    if (warnFirstFailure([...first, ...second])) onValid(form.values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={MESSAGES.signup.step(1, 2)} />
          <Stepper.Step label={MESSAGES.signup.step(2, 2)} />
        </Stepper>
        {step === 0 ? (
          <>
            <AccountFields form={form} fields={first} />
            <Button type="submit" fullWidth>
              {MESSAGES.signup.next}
            </Button>
          </>
        ) : (
          <>
            <LocationFields form={form} />
            <TermsField form={form} />
            <Group grow>
              <Button variant="default" onClick={() => setStep(0)} disabled={busy}>
                {MESSAGES.signup.back}
              </Button>
              <Button type="submit" disabled={!form.values.termos || busy}>
                {busy ? MESSAGES.signup.loading : MESSAGES.signup.confirm}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
