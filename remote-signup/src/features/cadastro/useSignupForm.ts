import { useRef, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import {
  DEFAULT_REGIME,
  firstSignupFailure,
  MESSAGES,
  signupFieldErrors,
  type SignupField,
  type SignupValues,
} from '@erp/domain';
import { useSubmittedForm } from '@erp/forms';
import { dialogs } from '@erp/ui';

/** What the screen holds while the visitor types: the sign-up values, every text kept as typed (masked). */
export type SignupFormValues = Required<{ [K in keyof SignupValues]: NonNullable<SignupValues[K]> }>;

/** The sign-up's fields as the inputs read and change them (values, setFieldValue, errors). */
export type SignupFields = UseFormReturnType<SignupFormValues>;

export const EMPTY_SIGNUP: SignupFormValues = {
  email: '',
  emailconfirmar: '',
  nome: '',
  empresa: '',
  telefone: '',
  cpfCnpj: '',
  regime: DEFAULT_REGIME,
  senha: '',
  confirmaSenha: '',
  estado: '',
  cidade: '',
  seguimento: '',
  cargo: '',
  termos: false,
};

export interface SignupForm {
  fields: SignupFields;
  /** True while `onValid`'s promise runs: 'Confirmar' reads 'Carregando...' and further submits are ignored. */
  busy: boolean;
  /**
   * The submit of a step checking `checked`: field messages show from now on (spec 000 §5); an invalid step warns of
   * its first failing field and sends nothing (§4 step 1); a valid one runs `onValid`, one at a time.
   */
  submit(
    checked: readonly SignupField[],
    onValid: (values: SignupFormValues) => unknown,
  ): (event?: FormEvent<HTMLFormElement>) => void;
}

/** The sign-up form on the form kit, validated by the domain's sign-up rules (the same the API applies). */
export function useSignupForm(): SignupForm {
  // The fields of the step last submitted: its rules are the form's until the next submit (read when validating).
  const checking = useRef<readonly SignupField[]>([]);
  const { form, busy, onSubmit } = useSubmittedForm<SignupFormValues>({
    initialValues: EMPTY_SIGNUP,
    validate: (values) => signupFieldErrors(values, checking.current),
  });
  return {
    fields: form,
    busy,
    submit: (checked, onValid) => (event) => {
      checking.current = checked;
      onSubmit(onValid, (_errors, values) => {
        const failure = firstSignupFailure(values, checked);
        if (failure) dialogs.warning(MESSAGES.errors.title, failure.warning);
      })(event);
    },
  };
}
