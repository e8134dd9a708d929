import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';
import { HttpError } from './httpError';

/** Where an input came from, for the message. */
type Source = 'body' | 'query' | 'params';

function fieldPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/**
 * Validates untrusted input against a valibot schema; the first problem becomes a 400 with a Portuguese message.
 * Schemas name their own messages; a missing field gets the generic "obrigatório" one so schemas stay short.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  source: Source = 'body',
): v.InferOutput<TSchema> {
  if (source === 'body' && (input === null || typeof input !== 'object' || Array.isArray(input))) {
    throw new HttpError(400, MESSAGES.http.bodyNotObject);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = fieldPath(issue);
  if (field && issue.input === undefined) throw new HttpError(400, MESSAGES.apiFields.required(field));
  // A schema step without its own message answers valibot's English default ("Invalid length: …"): never shown.
  if (VALIBOT_DEFAULT.test(issue.message))
    throw new HttpError(400, field ? MESSAGES.apiFields.invalid(field) : MESSAGES.http.invalidInput);
  throw new HttpError(400, issue.message);
}

const VALIBOT_DEFAULT = /^Invalid \w+: /;

/** A required text field with a length cap (oversized strings are refused before any work is done). */
export function requiredText(label: string, max: number, min = 1) {
  return v.pipe(
    v.string(MESSAGES.apiFields.text(label)),
    v.minLength(
      min,
      min <= 1 ? MESSAGES.apiFields.required(label) : MESSAGES.apiFields.minLength(label, min),
    ),
    v.maxLength(max, MESSAGES.apiFields.maxLength(label, max)),
    // PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400.
    v.check((value) => !value.includes('\u0000'), MESSAGES.apiFields.invalidChars(label)),
  );
}

/** An e-mail address: trimmed, lower-cased, max 50 characters (spec 000 §9). */
export function emailField(label = 'email') {
  return v.pipe(requiredText(label, 50), v.trim(), v.toLowerCase(), v.email(MESSAGES.apiFields.email));
}

/** A new password: 6 (spec 000 §9) to 128 characters; the cap keeps argon2 from hashing megabytes. */
export function passwordField(label: string) {
  return requiredText(label, 128, 6);
}

/** A positive integer that may arrive as a query-string text. */
export function idField(label: string) {
  const message = MESSAGES.apiFields.positiveInteger(label);
  return v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );
}
