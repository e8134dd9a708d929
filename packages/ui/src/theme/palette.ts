import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#?([0-9a-f]{6})$/i;

/** True for `#rrggbb`, the only form brands configure. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = HEX.exec(hex)?.[1] ?? '707070';
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour with another; `amount` 0 keeps the colour, 1 gives the other. */
function mix(hex: string, other: [number, number, number], amount: number): string {
  return toHex(channels(hex).map((c, i) => c + ((other[i] ?? c) - c) * amount));
}

// Lighter shades mix with white, darker ones with black; the brand colour itself sits at index 6,
// Mantine's default primary shade, so buttons show exactly the configured colour.
const TINTS = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const SHADES = [0.14, 0.28, 0.42];

/** A Mantine 10-shade palette around a brand colour (index 6 is the colour itself). */
export function paletteFromHex(hex: string): MantineColorsTuple {
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const base = hex.startsWith('#') ? hex : `#${hex}`;
  return [
    ...TINTS.map((amount) => mix(base, white, amount)),
    base,
    ...SHADES.map((amount) => mix(base, black, amount)),
  ] as unknown as MantineColorsTuple;
}
