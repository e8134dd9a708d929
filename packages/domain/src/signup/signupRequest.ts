import type { SignupValues } from './signupRules';

/** Extra fields a sign-up link may carry (spec 000 §2: campo1 to campo4), kept on the sign-up as they came. */
export const SIGNUP_EXTRA_FIELDS = ['campo1', 'campo2', 'campo3', 'campo4'] as const;
export type SignupExtraField = (typeof SIGNUP_EXTRA_FIELDS)[number];

/** Longest value of a campo1–campo4 link parameter and of the raw referral parameter. */
export const SIGNUP_EXTRA_MAX_LENGTH = 255;
export const SIGNUP_REFERRAL_MAX_LENGTH = 2000;

/** The sign-up record of spec 000 §3 as `POST Usuarios/cadastro` receives it. */
export interface SignupRequest extends SignupValues, Partial<Record<SignupExtraField, string | null>> {
  email: string;
  senha: string;
  confirmaSenha: string;
  /** The referral link parameter as it came (base64 JSON); the server decodes and checks it again. */
  indicante?: string | null;
  /** `id` of the brand's configuration. */
  idWhitelabel: number;
  /** `idConfig` of the brand. */
  idConfigWhitelabel: number;
  /** The `cadastrar-erp` variant: no billing-system record is created. */
  naoCadastrasSuperlogica: boolean;
}

/** Answer of `POST Usuarios/cadastro`: the sign-up's id and the administrator user's id. Without an id the client
 * does not sign in automatically (spec 000 §4). */
export interface SignupResponse {
  id?: number | null;
  userId?: number | null;
}
