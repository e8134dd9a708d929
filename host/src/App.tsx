import type { WhiteLabelConfig } from '@erp/domain';
import { useSession } from '@erp/session';
import { ErpProviders } from '@erp/ui';
import { HostErrorBoundary } from './pages/HostErrorBoundary';
import { AppRouter } from './routes/AppRouter';
import { routes, unavailableRoutes } from './routes/routes';

interface AppProps {
  /** The brand's configuration, or null when start-up failed. */
  config: WhiteLabelConfig | null;
}

export function App({ config }: AppProps) {
  const available = config !== null;
  // The store's copy follows the server when a cached configuration turns out to have changed (loadBrand).
  const live = useSession((s) => s.config);
  return (
    <ErpProviders config={available ? (live ?? config) : null}>
      <HostErrorBoundary>
        <AppRouter routes={available ? routes : unavailableRoutes} />
      </HostErrorBoundary>
    </ErpProviders>
  );
}
