/** A city name as the search compares it: accents removed, lower-cased, spaces folded (São Paulo → sao paulo). */
export function searchName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
