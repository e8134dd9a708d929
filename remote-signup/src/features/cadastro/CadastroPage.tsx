import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Badge, Paper, Stack } from '@mantine/core';
import { MESSAGES, SLIDE_OUT_MS, signupDisplay, signupSteps } from '@erp/domain';
import { useSession } from '@erp/session';
import { buildSignupRequest } from './buildSignupRequest';
import { HaveLoginLink } from './HaveLoginLink';
import { OneStepForm } from './OneStepForm';
import { readSignupLink } from './signupLink';
import { SIGNUP_BRAND, SIGNUP_LAYOUT } from './signupBrand';
import { SignupTitle } from './SignupTitle';
import { TwoStepForm } from './TwoStepForm';
import { useSignup } from './useSignup';

interface CadastroPageProps {
  /** The `cadastrar-erp` variant: no billing-system record is created. */
  skipBillingRecord: boolean;
}

/**
 * The trial sign-up (spec 000 §2, §4): the brand's title and banner, the referral alert, and this build's form (one
 * page by default, two steps in the reseller's build). Leaving for the login slides the page out first.
 */
export function CadastroPage({ skipBillingRecord }: CadastroPageProps) {
  const config = useSession((s) => s.config);
  const location = useLocation();
  const [link] = useState(() => readSignupLink(location.search, window.location.search));
  const [leaving, setLeaving] = useState(false);
  const signUp = useSignup();
  const twoSteps = SIGNUP_LAYOUT === 'twoSteps';
  const steps = signupSteps(SIGNUP_LAYOUT, signupDisplay(config?.misc));
  const Form = twoSteps ? TwoStepForm : OneStepForm;
  return (
    <Paper
      p="xl"
      maw={560}
      mx="auto"
      mt="xl"
      withBorder
      data-signup-build={SIGNUP_BRAND}
      data-billing-record={skipBillingRecord ? 'skip' : 'create'}
      style={{
        transition: `transform ${SLIDE_OUT_MS}ms ease-in, opacity ${SLIDE_OUT_MS}ms ease-in`,
        transform: leaving ? 'translateX(-120%)' : undefined,
        opacity: leaving ? 0 : 1,
      }}
    >
      <Stack gap="md">
        {twoSteps ? <Badge>{MESSAGES.signup.twoSteps}</Badge> : null}
        <SignupTitle />
        {link.invalidReferral ? <Alert color="yellow">{MESSAGES.signup.invalidReferral}</Alert> : null}
        <Form
          steps={steps}
          onValid={(values) =>
            signUp(buildSignupRequest(values, steps.flat(), { config, link, skipBillingRecord }))
          }
        />
        <HaveLoginLink onLeave={() => setLeaving(true)} />
      </Stack>
    </Paper>
  );
}
