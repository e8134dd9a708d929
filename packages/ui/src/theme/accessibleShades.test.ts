import { THEMES, type ThemeName } from '@erp/domain';
import { AA_NON_TEXT, AA_TEXT, accessibleShades, textSurfaces } from './accessibleShades';
import { contrastRatio, toHex } from './color';
import { buildTheme } from './buildTheme';
import type { BrandThemeOther } from './readableColors';

const themeNames = Object.keys(THEMES) as ThemeName[];

/** A seeded generator (mulberry32): the sample is random but the same on every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(34);
const SAMPLE = Array.from({ length: 300 }, () =>
  toHex([random() * 256, random() * 256, random() * 256].map(Math.floor)),
);
// The corners a random sample rarely hits: white, black, pure primaries, the spec's custom grey.
const EDGES = ['#ffffff', '#000000', '#ffff00', '#00ff00', '#0000ff', '#ff0000', '#707070', '#777777'];

/** Every pair of text and background the theme's shades draw, with the ratio WCAG 2.2 AA asks of it. */
function expectAccessible(brand: string): void {
  const shades = accessibleShades(brand);
  const pairs: Array<[string, string, string, number]> = [
    ['text on filled button', shades.onFilled, shades.filled, AA_TEXT],
    ['text on hovered filled button', shades.onFilled, shades.filledHover, AA_TEXT],
    ...textSurfaces(shades).map(
      (surface) =>
        ['link / light / active text', shades.text, surface, AA_TEXT] as [string, string, string, number],
    ),
    ['focus ring on the page', shades.text, '#ffffff', AA_NON_TEXT],
  ];
  for (const [what, fg, bg, min] of pairs) {
    const ratio = contrastRatio(fg, bg);
    if (ratio < min)
      throw new Error(`${brand}: ${what} ${fg} on ${bg} is ${ratio.toFixed(2)}:1 (< ${min}:1)`);
  }
}

describe('accessibleShades', () => {
  it.each(themeNames)('%s: text, buttons, links and the active entry reach WCAG AA', (tema) => {
    const theme = buildTheme({ tema, misc: {} });
    const { shades } = theme.other as BrandThemeOther;
    expectAccessible(shades.brand.brand);
    // The palette Mantine reads (filled shade at the primary index) is the checked one.
    expect(theme.colors?.brand?.[6]).toBe(shades.brand.filled);
  });

  it.each([...SAMPLE, ...EDGES])('custom colour %s reaches WCAG AA', (hex) => {
    expectAccessible(hex);
  });

  it('keeps a colour that already passes as it is', () => {
    // azulaci #00669c carries white text at 6.1:1 and reads at 6.1:1 on white.
    const shades = accessibleShades('#00669c');
    expect(shades).toMatchObject({ filled: '#00669c', text: '#00669c', onFilled: '#ffffff', changes: [] });
  });

  it('darkens azul for white text and for text on white, and says so', () => {
    const shades = accessibleShades('#2196f3');
    expect(shades.filled).not.toBe('#2196f3');
    expect(shades.onFilled).toBe('#ffffff');
    expect(shades.changes).toEqual([
      expect.objectContaining({ role: 'filled', direction: 'darkened', from: '#2196f3', to: shades.filled }),
      expect.objectContaining({ role: 'text', direction: 'darkened', from: '#2196f3', to: shades.text }),
    ]);
    // The nearest passing shade, not just any dark one: a step lighter would fail.
    expect(contrastRatio(shades.filled, '#ffffff')).toBeLessThan(AA_TEXT + 0.3);
  });

  it('puts black text on a light colour and keeps the colour on its buttons', () => {
    const shades = accessibleShades('#05dd8a');
    expect(shades).toMatchObject({ filled: '#05dd8a', onFilled: '#000000' });
    expect(shades.changes.map((c) => c.role)).toEqual(['text']);
  });
});
