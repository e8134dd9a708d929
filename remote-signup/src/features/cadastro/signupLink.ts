import {
  decodeIndicante,
  SIGNUP_EXTRA_FIELDS,
  SIGNUP_EXTRA_MAX_LENGTH,
  type SignupExtraField,
} from '@erp/domain';

/** What the sign-up link carries besides the form (spec 000 §2): the referral and campo1 to campo4. */
export interface SignupLink {
  /** The referral parameter as it came, when it decodes; the server decodes it again. */
  indicante: string | null;
  /** A referral was given but does not decode: the alert shows and the sign-up is not a referral. */
  invalidReferral: boolean;
  campos: Partial<Record<SignupExtraField, string>>;
}

/** Reads the link's query: the router's own (`#/cadastrar?indicante=`) or, failing that, the page's. */
export function readSignupLink(...queries: string[]): SignupLink {
  const params = queries.map((query) => new URLSearchParams(query));
  const param = (name: string) => params.map((p) => p.get(name)).find((value) => value !== null) ?? null;
  const raw = param('indicante');
  const valid = raw !== null && raw !== '' && decodeIndicante(raw) !== null;
  const campos: SignupLink['campos'] = {};
  for (const name of SIGNUP_EXTRA_FIELDS) {
    const value = param(name);
    if (value) campos[name] = value.slice(0, SIGNUP_EXTRA_MAX_LENGTH);
  }
  return { indicante: valid ? raw : null, invalidReferral: raw !== null && !valid, campos };
}
