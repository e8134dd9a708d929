import { cnpjCheckDigits, cpfCheckDigits, maskCnpj, maskCpf } from '@erp/domain';
import type { Random } from './random';

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(random.int(0, 9));
  return text;
}

/**
 * A formatted CPF with valid check digits, different from every one in `used` (repeated-digit bases such as
 * 111.111.111-11 are refused by validators and never produced here).
 */
export function newCpf(random: Random, used: Set<string>): string {
  for (;;) {
    const base = digits(random, 9);
    if (/^(\d)\1+$/.test(base)) continue;
    const cpf = maskCpf(`${base}${cpfCheckDigits(base)}`);
    if (!used.has(cpf)) {
      used.add(cpf);
      return cpf;
    }
  }
}

/** A formatted head-office CNPJ (branch 0001) with valid check digits, unique within `used`. */
export function newCnpj(random: Random, used: Set<string>): string {
  for (;;) {
    const base = `${digits(random, 8)}0001`;
    const cnpj = maskCnpj(`${base}${cnpjCheckDigits(base)}`);
    if (!used.has(cnpj)) {
      used.add(cnpj);
      return cnpj;
    }
  }
}
