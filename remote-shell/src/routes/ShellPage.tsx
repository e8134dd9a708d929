import { Navigate, useLocation } from 'react-router-dom';
import { routeTo } from '@erp/domain';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { RequireActiveSubscription } from '../layout/subscription/RequireActiveSubscription';
import { PageGuard } from './PageGuard';
import { resolvePage, type ResolvedPage } from './resolvePage';
import { usePageTitle } from './usePageTitle';

function Placeholder({ page }: { page: ResolvedPage }) {
  usePageTitle(page.title);
  return <PlaceholderPage title={page.title} breadcrumb={page.breadcrumb} />;
}

/**
 * Every screen of spec 001 §2 and of the menus whose content is not built yet: the placeholder with its title and
 * breadcrumb, behind the permission guard and the subscription block. An address that is no screen goes to the
 * dashboard (spec 001 §8).
 */
export function ShellPage() {
  const { pathname } = useLocation();
  const page = resolvePage(pathname);
  if (!page) return <Navigate to={routeTo.dashboard()} replace />;
  return (
    <PageGuard>
      <RequireActiveSubscription>
        <Placeholder page={page} />
      </RequireActiveSubscription>
    </PageGuard>
  );
}
