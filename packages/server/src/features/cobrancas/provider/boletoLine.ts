import { randomInt } from 'node:crypto';

// The boleto's digitable line (linha digitável) of a "cobrança bancária" slip, Carta-Circular BCB 2.926/2000 and the
// FEBRABAN layout: what a bank prints and a payer types. The local provider issues well-formed ones (amount and due
// date readable by any bank app's parser); a real provider answers its own.

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** Módulo 10 check digit of a field (weights 2, 1 from the right; digits of each product summed). */
function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 general check digit of the bar code (weights 2..9 from the right; 0, 10 and 11 become 1). */
function mod11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits[i]) * weight;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * The due-date factor: days since 1997-10-07, restarting at 1000 after 9999 (which fell on 2025-02-21, FEBRABAN's
 * rollover), so a factor names a date within a window of 9,000 days.
 */
export function dueFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  const factor = days <= 9999 ? days : 1000 + ((days - 1000) % 9000);
  return String(factor).padStart(4, '0');
}

/** 25 random digits: the issuer's free field (agreement, "nosso número"…). */
export function randomFreeField(): string {
  return Array.from({ length: 25 }, () => randomInt(10)).join('');
}

/** The 47-digit digitable line of a slip of `bankCode` (3 digits) for `amountCents` due on `dueDate`. */
export function boletoLine(
  bankCode: string,
  dueDate: string,
  amountCents: number,
  freeField: string,
): string {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField)) throw new Error('boleto: campos inválidos');
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 99_999_999_99)
    throw new Error('boleto: valor fora do limite');
  const head = `${bankCode}9`;
  const factorAndAmount = dueFactor(dueDate) + String(amountCents).padStart(10, '0');
  const barcodeDv = mod11(head + factorAndAmount + freeField);
  const field1 = head + freeField.slice(0, 5);
  const field2 = freeField.slice(5, 15);
  const field3 = freeField.slice(15, 25);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcodeDv}${factorAndAmount}`;
}
