import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteModule } from '@erp/federation';
import { RequireSession } from './RequireSession';
import { SistemaIndisponivelPage } from '../pages/SistemaIndisponivelPage';

/**
 * The hash routes of spec 000 §2. The host owns only the table and the guards; every screen comes from a remote.
 * The shell is the layout of the main area and of the administration area; it loads the reports and admin remotes
 * inside itself, so `mount` tells it which of its faces to show.
 */
export const routes: RouteObject[] = [
  { path: '/auth/*', element: <RemoteModule area="auth" module="Routes" /> },
  { path: '/cadastrar/*', element: <RemoteModule area="signup" module="Routes" /> },
  {
    path: '/cadastrar-erp/*',
    element: <RemoteModule area="signup" module="Routes" props={{ skipBillingRecord: true }} />,
  },
  {
    path: '/pages/*',
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'pages' }} />
      </RequireSession>
    ),
  },
  {
    path: '/administrador/*',
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'administrador' }} />
      </RequireSession>
    ),
  },
  {
    path: '/planos/*',
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'planos' }} />
      </RequireSession>
    ),
  },
  { path: '/sistema-indisponivel', element: <SistemaIndisponivelPage /> },
  { path: '/logout', element: <Navigate to="/auth/logout" replace /> },
  { path: '*', element: <Navigate to="/pages/dashboard" replace /> },
];

/** When start-up failed, every address leads to the unavailable page. */
export const unavailableRoutes: RouteObject[] = [
  { path: '/sistema-indisponivel', element: <SistemaIndisponivelPage /> },
  { path: '*', element: <Navigate to="/sistema-indisponivel" replace /> },
];
