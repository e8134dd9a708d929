/** How wide a text is, in the page's unit, in the font it will be printed with. */
export type TextWidth = (text: string) => number;

/** Per-character widths of a text, in the page's unit (for cutting a text to a width in one pass). */
export type CharWidths = (text: string) => number[];

const ELLIPSIS = '...';

/**
 * Column widths that fill `available`: each column's natural width (its widest title or cell plus padding), then
 * the spare room shared in proportion, or, when the natural widths do not fit, the narrow columns keep theirs and
 * the wide ones share what is left equally (the description column gives way, the date does not).
 */
export function columnWidths(natural: readonly number[], available: number): number[] {
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= available) return natural.map((width) => width + ((available - total) * width) / (total || 1));
  const widths = [...natural];
  let wide = natural.map((_, index) => index);
  let room = available;
  // Each round settles the columns narrower than an equal share; a few rounds at most for a handful of columns.
  for (;;) {
    const share = room / wide.length;
    const narrow = wide.filter((index) => (natural[index] ?? 0) <= share);
    if (narrow.length === 0 || narrow.length === wide.length) {
      for (const index of wide) widths[index] = narrow.length === wide.length ? (natural[index] ?? 0) : share;
      return widths;
    }
    for (const index of narrow) room -= natural[index] ?? 0;
    wide = wide.filter((index) => !narrow.includes(index));
  }
}

/** The widest of the texts, measuring each distinct text once (a listing repeats the same few values a lot). */
export function widestOf(texts: Iterable<string>, measure: TextWidth): number {
  const seen = new Set<string>();
  let widest = 0;
  for (const text of texts) {
    if (seen.has(text)) continue;
    seen.add(text);
    widest = Math.max(widest, measure(text));
  }
  return widest;
}

/**
 * Cuts texts to a width, ending a cut one with '...'; each distinct text is measured once, so 10,000 rows that
 * repeat a few values cost a few measures.
 */
export function fitter(width: number, charWidths: CharWidths): (text: string) => string {
  const fitted = new Map<string, string>();
  const ellipsis = charWidths(ELLIPSIS).reduce((sum, w) => sum + w, 0);
  const cut = (text: string): string => {
    const widths = charWidths(text);
    if (widths.reduce((sum, w) => sum + w, 0) <= width) return text;
    let used = ellipsis;
    let keep = 0;
    while (keep < widths.length && used + (widths[keep] ?? 0) <= width) used += widths[keep++] ?? 0;
    return `${text.slice(0, keep).trimEnd()}${ELLIPSIS}`;
  };
  return (text) => {
    let result = fitted.get(text);
    if (result === undefined) {
      result = cut(text);
      fitted.set(text, result);
    }
    return result;
  };
}
