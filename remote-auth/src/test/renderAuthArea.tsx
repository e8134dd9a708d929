import { Route, Routes, useLocation } from 'react-router-dom';
import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import AuthRoutes from '../exposes/Routes';

type Options = NonNullable<Parameters<typeof renderWithProviders>[1]>;

/** Any route outside the auth area: shows where the area sent the user. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

// React 19 doubles effects only under a StrictMode at the root, which this option puts there.
configure({ reactStrictMode: true });

/**
 * Renders the area as the host mounts it (under /auth/*), starting at `route`. StrictMode runs every effect
 * twice, as development builds do, so "once" behaviour (ping, revocation) is proven under it.
 */
export function renderAuthArea(route: string, options: Omit<Options, 'route' | 'path'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/*" element={<AuthRoutes />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { ...options, route },
  );
}

/** The route outside the area the user was sent to. */
export async function routeLeftTo(): Promise<string | null> {
  return (await screen.findByTestId('elsewhere')).textContent;
}
