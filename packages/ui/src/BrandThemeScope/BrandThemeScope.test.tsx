import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { BrandThemeScope } from './BrandThemeScope';

const scopeStyles = (): string =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .filter((css) => css.includes('[data-brand-scope='))
    .join('\n');

describe('BrandThemeScope', () => {
  it("writes the chosen theme's colours for its own element only", () => {
    renderWithErp(
      <BrandThemeScope brand={{ tema: 'verde', misc: {} }}>
        <Button>Confirmar</Button>
      </BrandThemeScope>,
    );
    const scope = screen.getByRole('button', { name: 'Confirmar' }).closest('[data-brand-scope]');
    expect(scope).toHaveAttribute('data-brand-color', '#4caf50');
    const css = scopeStyles();
    expect(css).toContain('--mantine-color-brand-6: #4caf50');
    expect(css).not.toMatch(/:root\s*\{[^}]*#4caf50/);
  });

  it("uses the custom colour for the custom theme, as the brand's own theme does", () => {
    renderWithErp(
      <BrandThemeScope brand={{ tema: 'custom', misc: { customThemeColor: '#8e24aa' } }}>
        <Button>Confirmar</Button>
      </BrandThemeScope>,
    );
    expect(screen.getByRole('button').closest('[data-brand-scope]')).toHaveAttribute(
      'data-brand-color',
      '#8e24aa',
    );
    expect(scopeStyles()).toContain('--mantine-color-brand-6: #8e24aa');
  });
});
