import { Navigate, type RouteObject } from 'react-router-dom';
import { MOUNTS, routeTo } from '@erp/domain';
import { RemoteModule } from '@erp/federation';
import { RequireSession } from './RequireSession';
import { SistemaIndisponivelPage } from '../pages/SistemaIndisponivelPage';

/**
 * The hash routes of spec 000 §2. The host owns only the table and the guards; every screen comes from a remote.
 * The shell is the layout of the main area and of the administration area; it loads the reports and admin remotes
 * inside itself, so `mount` tells it which of its faces to show.
 */
export const routes: RouteObject[] = [
  { path: `${MOUNTS.auth}/*`, element: <RemoteModule area="auth" module="Routes" /> },
  // The sign-up has no frame of its own here (inside the auth area it is drawn in that area's <main>).
  {
    path: `${MOUNTS.cadastrar}/*`,
    element: (
      <main>
        <RemoteModule area="signup" module="Routes" />
      </main>
    ),
  },
  {
    path: `${MOUNTS.cadastrarErp}/*`,
    element: (
      <main>
        <RemoteModule area="signup" module="Routes" props={{ skipBillingRecord: true }} />
      </main>
    ),
  },
  {
    path: `${MOUNTS.pages}/*`,
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'pages' }} />
      </RequireSession>
    ),
  },
  {
    path: `${MOUNTS.administrador}/*`,
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'administrador' }} />
      </RequireSession>
    ),
  },
  {
    path: `${MOUNTS.planos}/*`,
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount: 'planos' }} />
      </RequireSession>
    ),
  },
  { path: MOUNTS.sistemaIndisponivel, element: <SistemaIndisponivelPage /> },
  { path: MOUNTS.logout, element: <Navigate to={routeTo.logout()} replace /> },
  { path: '*', element: <Navigate to={routeTo.dashboard()} replace /> },
];

/** When start-up failed, every address leads to the unavailable page. */
export const unavailableRoutes: RouteObject[] = [
  { path: MOUNTS.sistemaIndisponivel, element: <SistemaIndisponivelPage /> },
  { path: '*', element: <Navigate to={routeTo.sistemaIndisponivel()} replace /> },
];
