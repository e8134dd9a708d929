import { BLACK, contrastRatio, mix, relativeLuminance, WHITE, type Rgb } from './color';

/** WCAG 2.2 AA for normal-size text; also what text on filled controls and links must reach. */
export const AA_TEXT = 4.5;
/** WCAG 2.2 AA for large text and for the parts of a control (focus ring, borders). */
export const AA_NON_TEXT = 3;

/**
 * Above this luminance a filled control takes black text, below it white text (Mantine's own autoContrast threshold,
 * so Mantine and these shades agree on the text colour). Below it the colour is darkened until white text passes:
 * blue stays a blue button with white text, rather than turning into a blue button with black text.
 */
export const LIGHT_COLOR_LUMINANCE = 0.3;

/**
 * Surfaces the text shade is read on: the page, the light grey of the main area, a hovered grid row
 * (mantine-react-table mixes the page with 8 % black: a badge or a link in a row under the pointer), and a light
 * (10-12 %) brand tint.
 */
const PAGE = '#ffffff';
const GREY_SURFACE = '#f1f3f5';
export const HOVERED_ROW = '#ebebeb';
/** Mantine's light variant (menu entry, light button, badge) is the filled shade at this alpha over the page. */
export const LIGHT_TINT_ALPHA = 0.12;

/** What was changed of a brand colour, for the white-label editor to say. */
export interface ShadeChange {
  role: 'filled' | 'text';
  direction: 'darkened' | 'lightened';
  from: string;
  to: string;
  /** The contrast the new shade reaches against the surface it is read on. */
  ratio: number;
}

/** The shades of one brand colour that text and controls use, all passing WCAG 2.2 AA. */
export interface AccessibleShades {
  /** The configured colour, the brand's identity (charts, decorations): never changed. */
  brand: string;
  /** Background of filled buttons, badges and checked controls. */
  filled: string;
  /** Hover background of filled controls (one step darker or lighter, still passing with the same text). */
  filledHover: string;
  /** Text on `filled`. */
  onFilled: '#ffffff' | '#000000';
  /** Text in the brand colour: links, light and outline buttons, light badges, the active menu entry, focus rings. */
  text: string;
  changes: ShadeChange[];
}

/** The page with the filled shade laid over it at `alpha`, as the light variant draws it. */
export function tintOverPage(filled: string, alpha = LIGHT_TINT_ALPHA): string {
  return mix(PAGE, toRgb(filled), alpha);
}

function toRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/**
 * The smallest move of `hex` towards `target` (black or white) after which `passes` holds, in steps of 1 %: the
 * shade stays as close to the brand as the rule allows. Black and white always pass in the end, since every
 * requirement here is met by one of them.
 */
function nearestPassing(hex: string, target: Rgb, passes: (shade: string) => boolean): string {
  for (let step = 0; step <= 100; step += 1) {
    const shade = mix(hex, target, step / 100);
    if (passes(shade)) return shade;
  }
  return mix(hex, target, 1);
}

const worstContrast = (color: string, surfaces: string[]) =>
  Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));

/**
 * Shades of a brand colour for text and controls that reach WCAG 2.2 AA whatever the colour: the brand itself where
 * it passes, otherwise the nearest darker (or lighter) shade that does.
 */
export function accessibleShades(brand: string): AccessibleShades {
  const brandHex = brand.toLowerCase();
  const changes: ShadeChange[] = [];
  const light = relativeLuminance(brandHex) > LIGHT_COLOR_LUMINANCE;
  const onFilled = light ? '#000000' : '#ffffff';

  const filledPasses = (shade: string) => contrastRatio(shade, onFilled) >= AA_TEXT;
  // A light colour is made lighter for black text, a dark one darker for white text.
  const filledTarget = light ? WHITE : BLACK;
  const filled = nearestPassing(brandHex, filledTarget, filledPasses);
  if (filled !== brandHex)
    changes.push({
      role: 'filled',
      direction: light ? 'lightened' : 'darkened',
      from: brandHex,
      to: filled,
      ratio: contrastRatio(filled, onFilled),
    });
  // Hover moves away from the text colour, so the text keeps (or gains) contrast.
  const filledHover = nearestPassing(mix(filled, filledTarget, 0.12), filledTarget, filledPasses);

  const surfaces = textSurfaces({ filled });
  const text = nearestPassing(brandHex, BLACK, (shade) => worstContrast(shade, surfaces) >= AA_TEXT);
  if (text !== brandHex)
    changes.push({
      role: 'text',
      direction: 'darkened',
      from: brandHex,
      to: text,
      ratio: worstContrast(text, surfaces),
    });
  return { brand: brandHex, filled, filledHover, onFilled, text, changes };
}

/** The surfaces the text shade of `shades` is read on (for tests and the editor's figures). */
export function textSurfaces(shades: Pick<AccessibleShades, 'filled'>): string[] {
  return [PAGE, GREY_SURFACE, HOVERED_ROW, tintOverPage(shades.filled)];
}
