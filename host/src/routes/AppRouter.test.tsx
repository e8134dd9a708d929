import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRouter } from './AppRouter';

const never = new Promise<never>(() => undefined);

/** A page that is still loading (a remote's code, a lazy part). */
function LoadingPage(): null {
  use(never);
  return null;
}

describe('AppRouter', () => {
  it('draws a route change at once: the next page or its loading state, never the old page held back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <h2>Dashboard</h2> },
        { path: '/relatorios', element: <LoadingPage /> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <AppRouter router={router} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await act(() => router.navigate('/relatorios'));

    // As a transition, React keeps the dashboard on screen until the next page can be drawn whole.
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });
});
