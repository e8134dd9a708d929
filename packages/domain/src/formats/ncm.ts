/** NCM codes have 8 digits; stored as numbers they lose their leading zeros, so they are padded back. */
export function padNcm(ncm: string | number | null | undefined): string {
  if (ncm == null) return '';
  const digits = String(ncm).replace(/\D/g, '');
  return digits === '' ? '' : digits.padStart(8, '0');
}
