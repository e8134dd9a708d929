import { screen } from '@testing-library/react';
import { startAuthApi } from '../test/authApi';
import { renderAuthArea, routeLeftTo } from '../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

beforeEach(() => {
  startAuthApi();
});

describe('auth area routes', () => {
  it.each(['/auth', '/auth/login'])('shows the login screen at %s', (route) => {
    renderAuthArea(route);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('loads the brand’s sign-up remote at cadastrar, through the host’s loader', () => {
    renderAuthArea('/auth/cadastrar');
    expect(screen.getByText('remote signup/Routes')).toBeInTheDocument();
  });

  it('sends an unknown auth path to the dashboard', async () => {
    renderAuthArea('/auth/nao-existe');
    expect(await routeLeftTo()).toBe('/pages/dashboard');
  });
});
