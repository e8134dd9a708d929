const MOD = 11;

/**
 * One mod-11 check digit: Σ(value × weight), remainder < 2 gives 0, otherwise 11 − remainder.
 * A character's value is its char code − 48, so digits keep their value and 'A'…'Z' become 17…42,
 * the rule the Receita Federal fixed for the alphanumeric CNPJ.
 */
export function mod11CheckDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const remainder = sum % MOD;
  return remainder < 2 ? 0 : MOD - remainder;
}

const CPF_FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The two check digits of a CPF from its first 9 digits. */
export function cpfCheckDigits(base9: string): string {
  const first = mod11CheckDigit(base9, CPF_FIRST_WEIGHTS);
  const second = mod11CheckDigit(`${base9}${first}`, CPF_SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** The two check digits of a CNPJ (numeric or alphanumeric, upper-case) from its first 12 characters. */
export function cnpjCheckDigits(base12: string): string {
  const first = mod11CheckDigit(base12, CNPJ_FIRST_WEIGHTS);
  const second = mod11CheckDigit(`${base12}${first}`, CNPJ_SECOND_WEIGHTS);
  return `${first}${second}`;
}
