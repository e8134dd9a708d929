import type { MantineColorsTuple } from '@mantine/core';
import { BLACK, mix, WHITE } from './color';
import type { AccessibleShades } from './accessibleShades';

// Lighter shades mix the brand colour with white (backgrounds, tints); darker ones mix the filled shade with black.
const TINTS = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18];
const SHADES = [0.14, 0.28, 0.42];

/**
 * A Mantine 10-shade palette around a brand colour. Index 6, Mantine's primary shade, is the shade filled controls
 * use: the brand colour itself when white (or black) text on it passes WCAG AA, else the nearest shade that does.
 */
export function paletteOf(shades: Pick<AccessibleShades, 'brand' | 'filled'>): MantineColorsTuple {
  return [
    ...TINTS.map((amount) => mix(shades.brand, WHITE, amount)),
    shades.filled,
    ...SHADES.map((amount) => mix(shades.filled, BLACK, amount)),
  ] as unknown as MantineColorsTuple;
}
