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
