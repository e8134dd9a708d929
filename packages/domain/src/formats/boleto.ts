/**
 * A boleto's 47-digit digitable line in the groups banks print (`00000.00000 00000.000000 00000.000000 0
 * 00000000000000`), easier to read out and check; anything else is returned as it is.
 */
export function formatBoletoLine(line: string): string {
  const match = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/.exec(line);
  if (!match) return line;
  const [, a, b, c, d, e, f, g, h] = match;
  return `${a}.${b} ${c}.${d} ${e}.${f} ${g} ${h}`;
}
