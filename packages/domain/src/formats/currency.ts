/** Currency prefix of the spec, followed by a plain space (never the no-break space Intl would write). */
export const BRL_PREFIX = 'R$ ';

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * BRL as the product shows it: 'R$ 1.234,56'. Negatives put the sign before the prefix,
 * '-R$ 1.234,56', as pt-BR Intl and spreadsheets do. Halves round away from zero on the cents.
 * A missing or non-finite value gives '' because an empty cell is not R$ 0,00.
 */
export function formatBRL(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  // toPrecision(15) removes binary noise first, so 1.005 rounds to 1,01 and not to 1,00.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const integer = groupThousands(String(Math.floor(cents / 100)));
  const decimals = String(cents % 100).padStart(2, '0');
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}${BRL_PREFIX}${integer},${decimals}`;
}

/**
 * Reads a BRL amount typed or shown in pt-BR: 'R$ 1.234,56', '-R$ 1.234,56', 'R$ -1.234,56', '1234,5', '(1.234,56)'.
 * Dots are thousands separators, the comma is the decimal mark. Gives null when there is no number.
 */
export function parseBRL(text: string | null | undefined): number | null {
  if (text == null) return null;
  const compact = text.replace(/R\$|[\s\u00a0]/g, '');
  // Accounting style '(1.234,56)' is negative too: spreadsheets pasted into the field use it.
  const negative = /^[-−(]/.test(compact);
  const body = compact.replace(/^[-−(]+/, '').replace(/\)$/, '');
  if (!/^\d[\d.]*(,\d*)?$|^,\d+$/.test(body)) return null;
  const value = Number(body.replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}
