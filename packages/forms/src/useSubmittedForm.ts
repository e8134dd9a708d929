import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';

type Values = Record<string, unknown>;

/** A Mantine form plus a submit wrapper that makes its field messages visible. */
export interface SubmittedForm<V extends Values> {
  form: UseFormReturnType<V>;
  /** Like `form.onSubmit`: marks the form submitted (messages show from now on), then submits only when valid. */
  onSubmit(handler: (values: V) => unknown): (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Field messages show only after the form has been submitted (spec 000 §5, spec 001 §5); from then on they follow the
 * values as the user corrects them.
 */
export function useSubmittedForm<V extends Values>(input: UseFormInput<V>): SubmittedForm<V> {
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<V>({ ...input, clearInputErrorOnChange: false });
  // Mantine rebuilds `validate` whenever the rules object changes; the ref keeps the effect keyed on values only.
  const validate = useRef(form.validate);
  validate.current = form.validate;
  useEffect(() => {
    if (submitted) validate.current();
  }, [submitted, form.values]);
  const onSubmit: SubmittedForm<V>['onSubmit'] = (handler) => (event) => {
    setSubmitted(true);
    form.onSubmit((values) => {
      handler(values);
    })(event);
  };
  return { form, onSubmit };
}
