import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useBusyAction } from './useBusyAction';

// Mantine's own constraint: an interface (no index signature) is a Record<string, any> but not a Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** A failed submit's messages for the form's own fields, by field name. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** How a form reads its rules, and what it does with a submit that failed on the server. */
export interface SubmittedFormInput<V extends Values> extends UseFormInput<V> {
  /** The server's refusal as messages under the fields it names (e.g. a wrong current password); null: none. */
  fieldErrors?(error: unknown): FieldErrors<V> | null;
  /** Any other failure of the submit action (a dialog, a toast); by default it is only logged. */
  onSubmitError?(error: unknown): void;
}

/** A Mantine form plus a submit wrapper that makes its field messages visible. */
export interface SubmittedForm<V extends Values> {
  form: UseFormReturnType<V>;
  /** True while a submit's action runs: the button shows it, and further submits are ignored. */
  busy: boolean;
  /**
   * Like `form.onSubmit`: marks the form submitted (messages show from now on), then submits only when valid and
   * when no earlier submit is still running. A handler that returns a promise keeps the form busy until it settles.
   * `onInvalid` hears a submit the rules refused (e.g. a dialog naming the first failing field).
   */
  onSubmit(
    handler: (values: V) => unknown,
    onInvalid?: (errors: FormErrors, values: V) => void,
  ): (event?: FormEvent<HTMLFormElement>) => void;
  /** Back to the initial values, with no message shown until the next submit. */
  reset(): void;
}

/**
 * The one form kit (spec 000 §5, spec 001 §5): field messages show only after the form has been submitted, then
 * follow the values as the user corrects them; a submit while one runs is ignored; a server refusal that names a
 * field shows under that field.
 */
export function useSubmittedForm<V extends Values>({
  fieldErrors,
  onSubmitError,
  ...input
}: SubmittedFormInput<V>): SubmittedForm<V> {
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<V>({ ...input, clearInputErrorOnChange: false });
  // Mantine rebuilds `validate` whenever the rules object changes; the ref keeps the effect keyed on values only.
  const validate = useRef(form.validate);
  validate.current = form.validate;
  // The server's messages stand, over the rules' own, until the user changes a value.
  const serverErrors = useRef<{ values: V; errors: FieldErrors<V> } | null>(null);
  const { setErrors } = form;
  useEffect(() => {
    if (!submitted) return;
    const { errors } = validate.current();
    const server = serverErrors.current;
    if (server?.values === form.values) setErrors({ ...errors, ...server.errors });
    else serverErrors.current = null;
  }, [submitted, form.values, setErrors]);

  const failed = (error: unknown) => {
    const byField = fieldErrors?.(error);
    if (byField) {
      serverErrors.current = { values: form.getValues(), errors: byField };
      setErrors(byField);
    } else if (onSubmitError) onSubmitError(error);
    else console.error('[forms] submit failed', error);
  };

  // One submit at a time, guarded by a ref (React state lags a render: a double click would submit twice).
  const { busy, run } = useBusyAction(
    async (handler: (values: V) => unknown, values: V) => void (await handler(values)),
    failed,
  );
  const onSubmit: SubmittedForm<V>['onSubmit'] = (handler, onInvalid) => (event) => {
    setSubmitted(true);
    form.onSubmit(
      (values) => void run(handler, values),
      (errors, values) => onInvalid?.(errors, values),
    )(event);
  };
  const reset = () => {
    serverErrors.current = null;
    setSubmitted(false);
    form.reset();
  };
  return { form, busy, onSubmit, reset };
}
