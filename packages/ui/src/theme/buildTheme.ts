import { themeColor, type WhiteLabelConfig } from '@erp/domain';
import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { isHexColor, paletteFromHex } from './palette';

/** Index of the brand colour in its palette. */
export const BRAND_SHADE = 6;

/** The brand's Mantine theme: `tema` picks the primary colour (spec 001 §3), `custom` takes misc.customThemeColor. */
export function buildTheme(config: Pick<WhiteLabelConfig, 'tema' | 'misc'> | null): MantineThemeOverride {
  const primary = themeColor(config?.tema ?? 'azul', config?.misc?.customThemeColor);
  const secondaryColor = config?.misc?.secondaryThemeColor;
  // Without a valid secondary colour the brand is single-coloured: secondary follows primary. Brands typed
  // 'ffb300' as often as '#ffb300'; the theme always carries the '#' form, as CSS needs it.
  const secondary = isHexColor(secondaryColor) ? `#${secondaryColor.replace(/^#/, '')}` : primary;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE,
    // Light brand colours (verdefluorescente) need dark text on filled buttons.
    autoContrast: true,
    colors: { brand: paletteFromHex(primary), secondary: paletteFromHex(secondary) },
    defaultRadius: 'sm',
    other: { brandColor: primary, secondaryColor: secondary },
  });
}
