import { Button, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { WhiteLabelConfig } from '@erp/domain';
import { contrastRatio } from '../theme/color';
import { ErpProviders } from './ErpProviders';

const pageCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
const variable = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(pageCss())?.[1] ?? '';

function ThemeProbe() {
  const theme = useMantineTheme();
  return <span data-testid="probe">{`${theme.primaryColor}:${String(theme.other.brandColor)}`}</span>;
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

it('draws secondary (dimmed) text dark enough to read on white: WCAG AA 4.5:1', () => {
  render(
    <ErpProviders config={null} env="test">
      <span>texto</span>
    </ErpProviders>,
  );
  expect(contrastRatio(variable('--mantine-color-dimmed'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

it.each([
  ['azul', {}],
  ['verdefluorescente', {}],
  ['custom', { customThemeColor: '#ffd54f' }],
] as const)(
  '%s: links and light-variant text use a shade readable on white (the page gets it)',
  (tema, misc) => {
    render(
      <ErpProviders config={{ tema, misc } as WhiteLabelConfig} env="test">
        <span>texto</span>
      </ErpProviders>,
    );
    for (const name of ['--mantine-color-anchor', '--mantine-color-brand-light-color', '--erp-focus-ring'])
      expect(contrastRatio(variable(name), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  },
);
