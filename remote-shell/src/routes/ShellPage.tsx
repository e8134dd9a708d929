import { Navigate, useLocation } from 'react-router-dom';
import { listOfPage, normalizeMenuPath, routeTo } from '@erp/domain';
import { LIST_DEFINITIONS } from '../features/listas/definitions';
import { ListPage } from '../features/listas/ListPage';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { RequireActiveSubscription } from '../layout/subscription/RequireActiveSubscription';
import { PageGuard } from './PageGuard';
import { resolvePage, type ResolvedPage } from './resolvePage';
import { usePageTitle } from './usePageTitle';

/** A menu page with data shows its list; the others keep the placeholder. */
function PageContent({ page, path }: { page: ResolvedPage; path: string }) {
  usePageTitle(page.title);
  const list = listOfPage(path);
  if (list)
    return (
      <ListPage
        key={list}
        definition={LIST_DEFINITIONS[list]}
        title={page.title}
        breadcrumb={page.breadcrumb}
      />
    );
  return <PlaceholderPage title={page.title} breadcrumb={page.breadcrumb} />;
}

/**
 * Every screen of spec 001 §2 and of the menus: the business lists (`LIST_PAGES`) where the data exists, otherwise the
 * placeholder with its title and breadcrumb, behind the permission guard and the subscription block. An address that is no screen goes to the
 * dashboard (spec 001 §8).
 */
export function ShellPage() {
  const { pathname } = useLocation();
  const page = resolvePage(pathname);
  if (!page) return <Navigate to={routeTo.dashboard()} replace />;
  return (
    <PageGuard>
      <RequireActiveSubscription>
        <PageContent page={page} path={normalizeMenuPath(pathname)} />
      </RequireActiveSubscription>
    </PageGuard>
  );
}
