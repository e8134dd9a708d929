import { Button, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { WhiteLabelConfig } from '@erp/domain';
import { ErpProviders } from './ErpProviders';

function ThemeProbe() {
  const theme = useMantineTheme();
  return <span data-testid="probe">{`${theme.primaryColor}:${theme.colors.brand?.[6] ?? ''}`}</span>;
}

const acme = { tema: 'custom', misc: { customThemeColor: '#8e24aa' } } as WhiteLabelConfig;

it('applies the brand theme to everything inside', () => {
  render(
    <ErpProviders config={acme} env="test">
      <ThemeProbe />
      <Button>Entrar</Button>
    </ErpProviders>,
  );
  expect(screen.getByTestId('probe')).toHaveTextContent('brand:#8e24aa');
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
});

it('renders with the default theme before the configuration is loaded', () => {
  render(
    <ErpProviders config={null} env="test">
      <ThemeProbe />
    </ErpProviders>,
  );
  expect(screen.getByTestId('probe')).toHaveTextContent('brand:#2196f3');
});

/** WCAG's contrast ratio of a #rrggbb colour on white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

it('draws secondary (dimmed) text dark enough to read on white: WCAG AA 4.5:1', () => {
  render(
    <ErpProviders config={null} env="test">
      <span>texto</span>
    </ErpProviders>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const dimmed = /--mantine-color-dimmed:\s*(#[0-9a-fA-F]{6})/.exec(css)?.[1];
  expect(dimmed).toBeDefined();
  expect(contrastOnWhite(dimmed!)).toBeGreaterThanOrEqual(4.5);
});
