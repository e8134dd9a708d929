import { useState, type FormEvent } from 'react';

type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };
type Errors<V> = Partial<Record<keyof V, string>>;

/** A small form whose field messages appear only after the first submit (spec 001 §5). */
export interface ValidatedForm<V> {
  values: V;
  /** The message of a field, shown only once the form was submitted. */
  error(field: keyof V): string | undefined;
  set<K extends keyof V>(field: K, value: V[K]): void;
  reset(): void;
  /** Marks the form submitted and calls `handler` only when every rule passes. */
  onSubmit(handler: (values: V) => unknown): (event?: FormEvent<HTMLFormElement>) => void;
}

function check<V>(rules: Rules<V>, values: V): Errors<V> {
  const errors: Errors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const message = rules[field]?.(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

// Mantine's form lives in another package the shell does not otherwise need; three fields do not justify it.
export function useValidatedForm<V extends object>(initial: V, rules: Rules<V>): ValidatedForm<V> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // Recomputed from the values, so a corrected field clears its message as the user types.
  const errors: Errors<V> = submitted ? check(rules, values) : {};
  return {
    values,
    error: (field) => errors[field],
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    reset: () => {
      setValues(initial);
      setSubmitted(false);
    },
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      if (Object.keys(check(rules, values)).length === 0) handler(values);
    },
  };
}
