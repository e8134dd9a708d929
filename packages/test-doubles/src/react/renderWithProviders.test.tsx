import { useSession } from '@erp/session';
import { dialogs } from '@erp/ui';
import { Button, useMantineTheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router-dom';
import { fixtures } from '../fixtures';
import { renderWithProviders } from './renderWithProviders';

function Probe() {
  const { userToken } = useParams();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const title = useSession((s) => s.config?.title);
  const theme = useMantineTheme();
  return (
    <dl>
      <dd data-testid="param">{userToken ?? '-'}</dd>
      <dd data-testid="path">{location.pathname}</dd>
      <dd data-testid="token">{token ?? '-'}</dd>
      <dd data-testid="title">{title ?? '-'}</dd>
      <dd data-testid="colour">{theme.colors.brand?.[6]}</dd>
    </dl>
  );
}

describe('renderWithProviders', () => {
  it('starts the memory router at the route and matches the path pattern', () => {
    renderWithProviders(<Probe />, { route: '/auth/login/abc', path: '/auth/login/:userToken' });
    expect(screen.getByTestId('param')).toHaveTextContent('abc');
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/login/abc');
  });

  it('puts the brand in the theme and in the session', () => {
    renderWithProviders(<Probe />, {
      config: fixtures.config({
        title: 'Acme Gestão',
        tema: 'custom',
        misc: { customThemeColor: '#8e24aa' },
      }),
    });
    expect(screen.getByTestId('title')).toHaveTextContent('Acme Gestão');
    expect(screen.getByTestId('colour')).toHaveTextContent('#8e24aa');
  });

  it('applies the given session and gives the next test a fresh one', () => {
    const first = renderWithProviders(<Probe />, { session: { token: 'tok-1', user: fixtures.userInfo() } });
    expect(screen.getByTestId('token')).toHaveTextContent('tok-1');
    first.unmount();
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('token')).toHaveTextContent('-');
  });

  it('returns a user that drives the page, dialogs included', async () => {
    function Page() {
      return <Button onClick={() => dialogs.info('Tudo certo.')}>Abrir</Button>;
    }
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Tudo certo.');
  });
});

describe('fixtures', () => {
  it('builds valid demo entities with overrides', () => {
    expect(fixtures.config().idConfig).toBe(1);
    expect(fixtures.userInfo({ nome: 'Vendedor' })).toMatchObject({
      nome: 'Vendedor',
      empresaObj: { nome: 'Mercado Demo Ltda' },
    });
    expect(fixtures.loginResponse().user.email).toBe('admin@demo.com.br');
  });
});
