import type { WhiteLabelConfig } from '@erp/domain';
import { RemoteOverrideBanner, type RemoteOverrideState } from '@erp/federation';
import { useSession } from '@erp/session';
import { ErpProviders } from '@erp/ui';
import { HostErrorBoundary } from './pages/HostErrorBoundary';
import { AppRouter } from './routes/AppRouter';
import { routes, unavailableRoutes } from './routes/routes';

interface AppProps {
  /** The brand's configuration, or null when start-up failed. */
  config: WhiteLabelConfig | null;
  /** Areas this page loads from elsewhere than the registry (`pnpm dev`, this browser's remote overrides). */
  overrides?: readonly RemoteOverrideState[];
}

export function App({ config, overrides = [] }: AppProps) {
  const available = config !== null;
  // The store's copy follows the server when a cached configuration turns out to have changed (loadBrand).
  const live = useSession((s) => s.config);
  return (
    <ErpProviders config={available ? (live ?? config) : null}>
      <RemoteOverrideBanner overrides={overrides} />
      <HostErrorBoundary>
        <AppRouter routes={available ? routes : unavailableRoutes} />
      </HostErrorBoundary>
    </ErpProviders>
  );
}
