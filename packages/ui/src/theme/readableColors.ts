import { DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { accessibleShades, LIGHT_TINT_ALPHA, tintOverPage, type AccessibleShades } from './accessibleShades';

/**
 * Secondary text ("dimmed": dates, hints, the branch under the user's name, a grid's empty state). Mantine's own grey,
 * #868e96, reads at 3.3:1 on white, under the 4.5:1 WCAG AA asks of small text; this grey reads at 5.8:1 on white and
 * 4.9:1 on a hovered grid row (#ebebeb; the former #6b7280 was 4.1:1 there: axe on the IBPT screens' empty grid under
 * the pointer) and stays a quiet grey.
 */
export const DIMMED_TEXT = '#5f6673';

/** Text of grey light badges and buttons on their own grey tint (Mantine's grey 7). */
const GREY_ON_TINT = '#495057';

/** The theme's `other`: the brand colours as configured and the shades text and controls use. */
export interface BrandThemeOther {
  brandColor: string;
  secondaryColor: string;
  shades: { brand: AccessibleShades; secondary: AccessibleShades };
}

/**
 * Mantine draws text in a theme colour (links, light and outline variants, the active menu entry) with the same shade
 * as filled buttons; a brand colour that passes as a button background may not pass as text on white. These
 * variables give text its own shade, and filled controls their passing hover and text colours.
 */
function colourVariables(name: string, shades: AccessibleShades): Record<string, string> {
  return {
    [`--mantine-color-${name}-text`]: shades.text,
    [`--mantine-color-${name}-light-color`]: shades.text,
    [`--mantine-color-${name}-outline`]: shades.text,
    [`--mantine-color-${name}-filled-hover`]: shades.filledHover,
    ...opaqueTints(name, shades),
  };
}

/** Mantine's own light tint is 10 %. */
const LIGHT_ALPHA = 0.1;

/**
 * The light variant's background (badges, light buttons, the active menu entry) as an opaque tint of the page rather
 * than Mantine's translucent one: laid over a grey or a hovered grid row, a translucent tint darkens with it and its
 * text fell under 4.5:1 (axe on the users' screen: 4.2-4.4:1 for green and blue badges in grid rows). Opaque, the
 * tint is the surface the text shade was chosen for, whatever lies under it.
 */
function opaqueTints(name: string, shades: AccessibleShades): Record<string, string> {
  return {
    [`--mantine-color-${name}-light`]: tintOverPage(shades.filled, LIGHT_ALPHA),
    [`--mantine-color-${name}-light-hover`]: tintOverPage(shades.filled, LIGHT_TINT_ALPHA),
  };
}

/**
 * Mantine's own colours that the screens use by name (a green 'Finalizado' badge, a red 'Bloqueado', an orange
 * warning): their shade 6 as text on their light tint reads at 2-3:1. They get text shades by the same rule as the
 * brand's; their filled controls already take a passing black or white text from autoContrast.
 */
const NAMED_COLOURS = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

let namedColourVariables: Record<string, string> | undefined;
function readableNamedColours(): Record<string, string> {
  namedColourVariables ??= Object.fromEntries(
    NAMED_COLOURS.flatMap((name) => {
      const shades = accessibleShades(DEFAULT_THEME.colors[name][6]);
      return [
        [`--mantine-color-${name}-text`, shades.text],
        [`--mantine-color-${name}-light-color`, shades.text],
        [`--mantine-color-${name}-outline`, shades.text],
        ...Object.entries(opaqueTints(name, shades)),
      ];
    }),
  );
  return namedColourVariables;
}

export const readableColors: CSSVariablesResolver = (theme) => {
  const other = theme.other as Partial<BrandThemeOther>;
  const shades = other.shades;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': DIMMED_TEXT,
      // Placeholders ('Escolha o dia') are read too: Mantine's #adb5bd is 2.1:1 on white.
      '--mantine-color-placeholder': DIMMED_TEXT,
      // Grey light badges ('padrão' beside a brand's own): Mantine's grey 6 on its grey tint is 3.0:1; grey 7, 7.5:1.
      '--mantine-color-gray-light-color': GREY_ON_TINT,
      ...readableNamedColours(),
      ...(shades
        ? {
            ...colourVariables('brand', shades.brand),
            ...colourVariables('secondary', shades.secondary),
            '--mantine-color-anchor': shades.brand.text,
            '--mantine-primary-color-contrast': shades.brand.onFilled,
            // Read by focusRing.css: the ring is a part of the control and needs 3:1 on the page (a light filled
            // shade such as verdefluorescente's does not reach it).
            '--erp-focus-ring': shades.brand.text,
          }
        : {}),
    },
    dark: {},
  };
};
