import { act, render, screen, waitFor } from '@testing-library/react';
import { dialogs, ErpProviders } from '@erp/ui';
import { Suspense, use } from 'react';
import { AppRouter } from './AppRouter';

const never = new Promise<never>(() => undefined);

/** A page that is still loading (a remote's code, a lazy part). */
function LoadingPage(): null {
  use(never);
  return null;
}

const routes = [
  { path: '/dashboard', element: <h2>Dashboard</h2> },
  { path: '/relatorios', element: <LoadingPage /> },
];

/** What a click on a menu link or the browser's back button does: the address after `#` changes. */
function goTo(hash: string): void {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('AppRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '#/dashboard'));

  it('draws the route the address after # names', () => {
    render(<AppRouter routes={routes} />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('draws a route change at once: the next page or its loading state, never the old page held back', async () => {
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <AppRouter routes={routes} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await act(async () => goTo('#/relatorios'));

    // As a transition, React keeps the dashboard on screen until the next page can be drawn whole.
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });

  it("closes a screen's dialog when the route changes, and keeps one the next screen opened", async () => {
    render(
      <ErpProviders config={null} env="test">
        <AppRouter routes={[...routes, { path: '/login', element: <h2>Login</h2> }]} />
      </ErpProviders>,
    );
    act(() => dialogs.info('Instruções enviadas'));
    expect(await screen.findByText('Instruções enviadas')).toBeInTheDocument();
    await act(async () => goTo('#/login'));
    await waitFor(() => expect(screen.queryByText('Instruções enviadas')).not.toBeInTheDocument());

    // A screen that navigates and then speaks (the password recovery) keeps its message on the new screen.
    await act(async () => {
      goTo('#/dashboard');
      dialogs.info('Senha alterada');
    });
    expect(await screen.findByText('Senha alterada')).toBeInTheDocument();
  });
});
