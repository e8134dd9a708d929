import { useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import type { WhiteLabelConfig } from '@erp/domain';
import { ErpProviders } from '@erp/ui';
import { routes, unavailableRoutes } from './routes/routes';

interface AppProps {
  /** The brand's configuration, or null when start-up failed. */
  config: WhiteLabelConfig | null;
}

export function App({ config }: AppProps) {
  const router = useMemo(() => createHashRouter(config ? routes : unavailableRoutes), [config]);
  return (
    <ErpProviders config={config}>
      <RouterProvider router={router} />
    </ErpProviders>
  );
}
