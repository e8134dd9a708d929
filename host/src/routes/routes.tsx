import { Navigate, type RouteObject } from 'react-router-dom';
import { MOUNTS, routeTo, type ExposedRoutesProps, type HashPath } from '@erp/domain';
import { RemoteModule } from '@erp/federation';
import { RequireSession } from './RequireSession';
import { SistemaIndisponivelPage } from '../pages/SistemaIndisponivelPage';

type ShellMount = NonNullable<ExposedRoutesProps['shell']['mount']>;

/**
 * The hash routes of spec 000 §2. The host owns only the table and the guards; every screen comes from a remote.
 * The shell is the layout of the main area and of the administration area; it loads the reports and admin remotes
 * inside itself, so `mount` tells it which of its faces to show.
 */
export const routes: RouteObject[] = [
  { path: `${MOUNTS.auth}/*`, element: <RemoteModule area="auth" module="Routes" /> },
  signupRoute(MOUNTS.cadastrar),
  signupRoute(MOUNTS.cadastrarErp, { skipBillingRecord: true }),
  shellRoute('pages'),
  shellRoute('administrador'),
  shellRoute('planos'),
  { path: MOUNTS.sistemaIndisponivel, element: <SistemaIndisponivelPage /> },
  { path: MOUNTS.logout, element: <Navigate to={routeTo.logout()} replace /> },
  { path: '*', element: <Navigate to={routeTo.dashboard()} replace /> },
];

// The sign-up has no frame of its own here (inside the auth area it is drawn in that area's <main>).
function signupRoute(mount: HashPath, props?: ExposedRoutesProps['signup']): RouteObject {
  return {
    path: `${mount}/*`,
    element: (
      <main>
        <RemoteModule area="signup" module="Routes" props={props} />
      </main>
    ),
  };
}

/** One face of the shell, behind a session. */
function shellRoute(mount: ShellMount): RouteObject {
  return {
    path: `${MOUNTS[mount]}/*`,
    element: (
      <RequireSession>
        <RemoteModule area="shell" module="Routes" props={{ mount }} />
      </RequireSession>
    ),
  };
}

/** When start-up failed, every address leads to the unavailable page. */
export const unavailableRoutes: RouteObject[] = [
  { path: MOUNTS.sistemaIndisponivel, element: <SistemaIndisponivelPage /> },
  { path: '*', element: <Navigate to={routeTo.sistemaIndisponivel()} replace /> },
];
