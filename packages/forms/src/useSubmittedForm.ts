import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';

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
   */
  onSubmit(handler: (values: V) => unknown): (event?: FormEvent<HTMLFormElement>) => void;
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
  const [busy, setBusy] = useState(false);
  // `busy` lags a render behind: two clicks in one render would both see false. The ref does not.
  const running = useRef(false);
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

  const onSubmit: SubmittedForm<V>['onSubmit'] = (handler) => (event) => {
    setSubmitted(true);
    form.onSubmit((values) => {
      if (running.current) return;
      let outcome: unknown;
      try {
        outcome = handler(values);
      } catch (error) {
        failed(error);
        return;
      }
      if (!(outcome instanceof Promise)) return;
      running.current = true;
      setBusy(true);
      outcome.catch(failed).finally(() => {
        running.current = false;
        setBusy(false);
      });
    })(event);
  };
  const reset = () => {
    serverErrors.current = null;
    setSubmitted(false);
    form.reset();
  };
  return { form, busy, onSubmit, reset };
}
