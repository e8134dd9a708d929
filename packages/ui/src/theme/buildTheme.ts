import { MESSAGES, themeColor, type WhiteLabelConfig } from '@erp/domain';
import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { accessibleShades, LIGHT_COLOR_LUMINANCE } from './accessibleShades';
import { isHexColor } from './color';
import { focusLastItemOnArrowUp } from './menuKeyboard';
import { paletteOf } from './palette';
import type { BrandThemeOther } from './readableColors';

/** Index of the filled shade in a brand palette (Mantine's primary shade). */
export const BRAND_SHADE = 6;

/**
 * The brand's Mantine theme: `tema` picks the primary colour (spec 001 §3), `custom` takes misc.customThemeColor.
 * The colour stays the brand's (`other.brandColor`); text and controls use the shades of `accessibleShades`.
 */
export function buildTheme(config: Pick<WhiteLabelConfig, 'tema' | 'misc'> | null): MantineThemeOverride {
  const primary = themeColor(config?.tema ?? 'azul', config?.misc?.customThemeColor);
  const secondaryColor = config?.misc?.secondaryThemeColor;
  // Without a valid secondary colour the brand is single-coloured: secondary follows primary. Brands typed
  // 'ffb300' as often as '#ffb300'; the theme always carries the '#' form, as CSS needs it.
  const secondary = isHexColor(secondaryColor) ? `#${secondaryColor.replace(/^#/, '')}` : primary;
  const shades = { brand: accessibleShades(primary), secondary: accessibleShades(secondary) };
  const other: BrandThemeOther = { brandColor: primary, secondaryColor: secondary, shades };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE,
    // Light brand colours (verdefluorescente) take black text on filled controls, at the same threshold as theirs.
    autoContrast: true,
    luminanceThreshold: LIGHT_COLOR_LUMINANCE,
    colors: { brand: paletteOf(shades.brand), secondary: paletteOf(shades.secondary) },
    defaultRadius: 'sm',
    other: { ...other },
    // By name, not `Menu.Dropdown.extend`: the theme is built on the login route, which has no menu to load.
    components: {
      MenuDropdown: { defaultProps: { onKeyDown: focusLastItemOnArrowUp } },
      // Mantine's close button of a modal is an icon with no name (axe: button-name).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': MESSAGES.dialogs.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': MESSAGES.dialogs.close } } },
      // The same for a pager's arrows.
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof MESSAGES.pagination) => ({
            'aria-label': MESSAGES.pagination[control],
          }),
        },
      },
    },
  });
}
