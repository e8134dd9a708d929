import fs from 'node:fs';
import path from 'node:path';

/** Imported first, in this order, before any component's stylesheet (Mantine docs, "CSS files list"). */
export const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

/**
 * The order Mantine itself puts its stylesheets in `@mantine/core/styles.css`: the sheets other components build on
 * first, each component after the ones it builds on. A later rule of equal specificity wins, so a list out of this
 * order lets, say, UnstyledButton's `padding: 0` beat Button's padding.
 */
export function mantineSheetRank(coreDir: string): (sheet: string) => number {
  const bundle = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const ranks = new Map<string, number>();
  GLOBAL_SHEETS.forEach((sheet, index) => ranks.set(sheet, index - GLOBAL_SHEETS.length));
  return (sheet) => {
    const known = ranks.get(sheet);
    if (known !== undefined) return known;
    // Where the sheet's first class rule sits in the bundle.
    const firstClass = fs
      .readFileSync(path.join(coreDir, 'styles', `${sheet}.css`), 'utf8')
      .match(/\.m_[0-9a-f]+/);
    const rank = firstClass ? bundle.indexOf(`${firstClass[0]} `) : -1;
    if (rank < 0)
      throw new Error(`@mantine/core/styles/${sheet}.css is not in styles.css: Mantine's layout changed`);
    ranks.set(sheet, rank);
    return rank;
  };
}
