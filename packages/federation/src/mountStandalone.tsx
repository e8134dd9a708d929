import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { ErpProviders } from '@erp/ui';

/**
 * Mounts a remote's exposed component on its own page, for a team working on one area alone. It has no brand and no
 * API configuration: the product always runs remotes inside the host.
 */
export function mountStandalone(Component: ComponentType<object>, rootId = 'root'): void {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} not found`);
  createRoot(container).render(
    <ErpProviders config={null}>
      <HashRouter>
        <Component />
      </HashRouter>
    </ErpProviders>,
  );
}
