import { THEMES, type ThemeName } from '@erp/domain';
import { accessibleShades, HOVERED_ROW } from './accessibleShades';
import { buildTheme } from './buildTheme';
import { contrastRatio, mix } from './color';
import { readableColors } from './readableColors';

const themeNames = Object.keys(THEMES) as ThemeName[];

describe('buildTheme', () => {
  it('covers the 13 themes of spec 001 §3', () => {
    expect(themeNames).toHaveLength(13);
  });

  it.each(themeNames.filter((t) => t !== 'custom'))(
    '%s: the brand palette is built around its colour',
    (tema) => {
      const theme = buildTheme({ tema, misc: {} });
      expect(theme.primaryColor).toBe('brand');
      expect(theme.primaryShade).toBe(6);
      expect(theme.other?.brandColor).toBe(THEMES[tema]);
      // The primary shade is the colour's filled shade: the colour itself, or the nearest one that passes AA.
      expect(theme.colors?.brand?.[6]).toBe(accessibleShades(THEMES[tema]).filled);
      expect(theme.colors?.brand).toHaveLength(10);
    },
  );

  it.each([
    ['azul', '#2196f3'],
    ['azulaci', '#00669c'],
    ['verde', '#4caf50'],
    ['laranja', '#ff9300'],
    ['vermelho', '#f44336'],
    ['verde_escuro', '#009881'],
    ['roxo', '#673ab7'],
    ['azulescuro', '#213c8b'],
    ['azulcobro', '#546e95'],
    ['connect', '#0F255F'],
    ['verdefluorescente', '#05DD8A'],
    ['roxo_escuro', '#32275B'],
  ] as const)('%s is %s', (tema, hex) => {
    expect(buildTheme({ tema, misc: {} }).other?.brandColor).toBe(hex);
  });

  it('custom takes the brand colour and the secondary colour from misc', () => {
    const theme = buildTheme({
      tema: 'custom',
      misc: { customThemeColor: '#8e24aa', secondaryThemeColor: '#ffb300' },
    });
    expect(theme.other?.brandColor).toBe('#8e24aa');
    expect(theme.other?.secondaryColor).toBe('#ffb300');
    expect(theme.colors?.brand?.[6]).toBe('#8e24aa');
    expect(theme.colors?.secondary?.[6]).toBe('#ffb300');
  });

  it('custom without a valid colour is grey #707070', () => {
    expect(buildTheme({ tema: 'custom', misc: { customThemeColor: 'purple' } }).other?.brandColor).toBe(
      '#707070',
    );
    expect(buildTheme({ tema: 'custom', misc: {} }).other?.brandColor).toBe('#707070');
  });

  it('ignores customThemeColor for named themes and defaults to azul without a configuration', () => {
    expect(buildTheme({ tema: 'verde', misc: { customThemeColor: '#8e24aa' } }).other?.brandColor).toBe(
      '#4caf50',
    );
    expect(buildTheme(null).other?.brandColor).toBe('#2196f3');
  });

  it('reads a secondary colour written without #, and hands it on with #', () => {
    const theme = buildTheme({ tema: 'verde', misc: { secondaryThemeColor: 'ffb300' } });
    expect(theme.other?.secondaryColor).toBe('#ffb300');
  });

  it('secondary follows the primary colour when none is configured', () => {
    expect(buildTheme({ tema: 'roxo', misc: {} }).other?.secondaryColor).toBe('#673ab7');
  });

  it('shades get lighter towards 0 and darker towards 9', () => {
    const palette = buildTheme({ tema: 'azul', misc: {} }).colors?.brand ?? [];
    const lightness = palette.map((hex) => {
      const n = parseInt(hex.slice(1), 16);
      return (n >> 16) + ((n >> 8) & 255) + (n & 255);
    });
    for (let i = 1; i < lightness.length; i += 1)
      expect(lightness[i]).toBeLessThan(lightness[i - 1] ?? Infinity);
  });

  it("names every modal's close button and keeps grey light badges readable (axe: button-name, color-contrast)", () => {
    const theme = buildTheme(null);
    expect(theme.components?.Modal?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Fechar' },
    });
    const light = readableColors(theme as Parameters<typeof readableColors>[0]).light;
    // Mantine's grey tint: grey 6 (#868e96) at 10 % over white.
    const tint = mix('#ffffff', [134, 142, 150], 0.1);
    expect(contrastRatio(light['--mantine-color-gray-light-color'] ?? '', tint)).toBeGreaterThanOrEqual(4.5);
  });

  it("names a pager's arrow buttons (axe: button-name)", () => {
    const getControlProps = buildTheme(null).components?.Pagination?.defaultProps?.getControlProps as (
      control: string,
    ) => Record<string, string>;
    expect(['first', 'previous', 'next', 'last'].map((c) => getControlProps(c)['aria-label'])).toEqual([
      'Primeira página',
      'Página anterior',
      'Próxima página',
      'Última página',
    ]);
  });

  it.each(['green', 'red', 'orange', 'yellow', 'blue', 'teal', 'grape', 'lime', 'cyan', 'brand'])(
    '%s as text and light badge reaches 4.5:1 on the page, a hovered grid row and its own opaque tint (axe: color-contrast)',
    (name) => {
      const light = readableColors(buildTheme(null) as Parameters<typeof readableColors>[0]).light;
      // The light variant's tints are opaque colours, not Mantine's translucent rgba(): what lies under a badge (a
      // grey row, a hovered one) does not change the surface its text is read on.
      const tints = ['light', 'light-hover'].map(
        (variable) => light[`--mantine-color-${name}-${variable}`] ?? '',
      );
      for (const tint of tints) expect(tint).toMatch(/^#[0-9a-f]{6}$/);
      for (const variable of ['text', 'light-color', 'outline']) {
        const colour = light[`--mantine-color-${name}-${variable}`] ?? '';
        for (const surface of ['#ffffff', HOVERED_ROW, ...tints])
          expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('reads dimmed text and placeholders at 4.5:1 on the page, the main area grey and a hovered grid row', () => {
    const light = readableColors(buildTheme(null) as Parameters<typeof readableColors>[0]).light;
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder'] as const)
      for (const surface of ['#ffffff', '#f1f3f5', HOVERED_ROW])
        expect(contrastRatio(light[variable] ?? '', surface)).toBeGreaterThanOrEqual(4.5);
  });
});
