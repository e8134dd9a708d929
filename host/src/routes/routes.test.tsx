import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { resetSessionStore, sessionStore } from '@erp/session';
import { routes, unavailableRoutes } from './routes';

jest.mock('@erp/federation', () => ({
  RemoteModule: ({ area, props }: { area: string; props?: object }) => {
    const location = useLocation();
    return (
      <p>
        remote:{area} {JSON.stringify(props ?? {})} at {location.pathname}
      </p>
    );
  },
}));

function renderAt(path: string, table = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

beforeEach(() => resetSessionStore());

describe('host routes (spec 000 §2)', () => {
  it('serves auth/* from the auth remote', () => {
    renderAt('/auth/login');
    expect(screen.getByText(/remote:auth .* at \/auth\/login/)).toBeInTheDocument();
  });

  it('sends logout to auth/logout', () => {
    renderAt('/logout');
    expect(screen.getByText(/remote:auth .* at \/auth\/logout/)).toBeInTheDocument();
  });

  it.each(['/', '/qualquer/coisa'])('sends %s to pages/dashboard, which needs a session', (path) => {
    const router = renderAt(path);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends pages/* to login when no token is stored', () => {
    const router = renderAt('/pages/relatorios/exportacoes');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('renders pages/* in the shell when a token is stored', () => {
    sessionStore.setState({ token: 'abc' });
    renderAt('/pages/dashboard');
    expect(screen.getByText(/remote:shell \{"mount":"pages"\} at \/pages\/dashboard/)).toBeInTheDocument();
  });

  it('renders the administration area in the shell', () => {
    sessionStore.setState({ token: 'abc' });
    renderAt('/administrador/configuracoes/dashboard');
    expect(screen.getByText(/remote:shell \{"mount":"administrador"\}/)).toBeInTheDocument();
  });

  it('serves cadastrar from the sign-up remote, and cadastrar-erp skips the billing record', () => {
    renderAt('/cadastrar');
    // In the page's main landmark: the sign-up is the page.
    expect(screen.getByRole('main')).toHaveTextContent(/remote:signup \{\} at \/cadastrar/);
  });

  it('marks the cadastrar-erp variant', () => {
    renderAt('/cadastrar-erp');
    expect(screen.getByText(/remote:signup \{"skipBillingRecord":true\}/)).toBeInTheDocument();
  });

  it('has its own unavailable page that needs no remote', () => {
    renderAt('/sistema-indisponivel');
    expect(screen.getByRole('heading', { name: 'Sistema indisponível' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('leads every address to the unavailable page when start-up failed', () => {
    const router = renderAt('/auth/login', unavailableRoutes);
    expect(router.state.location.pathname).toBe('/sistema-indisponivel');
  });
});
