import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { ErpProviders } from '@erp/ui';
import { loadBrand } from './loadBrand';

/**
 * Mounts a remote's exposed component on its own page, for a team working on one area alone: it boots like the host
 * (API list, brand configuration, registry), so the remote talks to the real API and can load the areas it uses.
 * Remotes do not bundle the federation runtime (the host provides it): the standalone index.html loads a provider
 * script before this entry (`@erp/config`'s runtimeProvider.mjs), which federated loads never fetch.
 */
export async function mountStandalone(
  Component: ComponentType<object>,
  apiListUrl: string,
  rootId = 'root',
): Promise<void> {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} not found`);
  const brand = await loadBrand(apiListUrl, window.location.origin).catch((error: unknown) => {
    console.error('[standalone] start-up failed', error);
    return null;
  });
  createRoot(container).render(
    <ErpProviders config={brand?.config ?? null}>
      <HashRouter>
        <Component />
      </HashRouter>
    </ErpProviders>,
  );
}
