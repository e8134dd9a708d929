// PROVISIONAL: local values until @erp/domain publishes its catalogue; then this file only re-exports.
export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const LOGIN_TOKEN_DELAY_MS = 500;
export const LOGOUT_REDIRECT_MS = 2000;
export const FIELD_MESSAGES = {
  min: (n: number) => `Mínimo ${n} caracteres!`,
  max: (n: number) => `Máximo ${n} caracteres!`,
  matchOther: 'Os valores não conferem!',
};
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
