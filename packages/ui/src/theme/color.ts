/** An sRGB colour as its three 0-255 channels. */
export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{6})$/i;

/** True for `#rrggbb` (or `rrggbb`), the only forms brands configure. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** The channels of a `#rrggbb` colour; grey #707070 (the custom theme's default) for anything else. */
export function channels(hex: string): Rgb {
  const digits = HEX.exec(hex)?.[1] ?? '707070';
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

/** `#rrggbb` of channels, each rounded and kept within 0-255. */
export function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** Mixes a colour with another; `amount` 0 keeps the colour, 1 gives the other. */
export function mix(hex: string, other: Rgb, amount: number): string {
  return toHex(channels(hex).map((c, i) => c + ((other[i] ?? c) - c) * amount));
}

const linear = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
