import { HashRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { CloseScreenDialogs } from './CloseScreenDialogs';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The router of the whole page: the address after `#` picks the route. A plain hash router, not a data router: no
 * route has a loader or an action, and a data router runs its loading pipeline on every change and brings its code
 * (loaders, actions, fetchers, revalidation) onto the login route. Its updates are plain React updates, not
 * transitions (React Router's default): a route change renders the new page in one go, the moment the address
 * changes. As a transition the same render was cut into 5 ms slices that gave way to every other task and frame of
 * the page, and the next page's title came 60-110 ms after the click instead of 25-50 (CPU x4). Nothing relies on a
 * transition keeping the old page on screen: every remote and lazy part has its own loading state.
 */
export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <HashRouter useTransitions={false}>
      <CloseScreenDialogs />
      <RouteTable routes={routes} />
    </HashRouter>
  );
}
