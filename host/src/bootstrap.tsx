import { createRoot } from 'react-dom/client';
import { hashOf, routeTo } from '@erp/domain';
import { loadBrand } from '@erp/federation';
import { acceptHandedToken, sessionStore } from '@erp/session';
import { App } from './App';
import { apiListUrl } from './startup/apiListUrl';
import { applyBrandHead } from './startup/brandHead';
import { clearCacheOnHardReload } from './startup/hardReload';
import { preloadRouteArea } from './startup/preloadRoute';
import { addressWithoutLoginParams, readQueryLogin } from './startup/queryLogin';

async function start(): Promise<void> {
  clearCacheOnHardReload();
  const root = createRoot(document.getElementById('root')!);
  const queryLogin = readQueryLogin(window.location);
  if (queryLogin.typeStorage) sessionStore.getState().setStorageType(queryLogin.typeStorage);
  if (queryLogin.token || queryLogin.typeStorage) {
    window.history.replaceState(null, '', addressWithoutLoginParams(window.location));
  }
  try {
    const brand = await loadBrand(apiListUrl(), window.location.origin);
    // A token handed over in the address becomes the session, but never silently replaces another signed-in one
    // (a crafted link would sign the user into someone else's account); the user info loads on first use.
    if (
      acceptHandedToken(sessionStore.getState().token, queryLogin.token, (question) =>
        window.confirm(question),
      )
    )
      sessionStore.setState({ token: queryLogin.token, loginUser: null, user: null });
    preloadRouteArea(window.location.hash, Boolean(sessionStore.getState().token), brand.releases);
    applyBrandHead(brand.config);
    sessionStore.subscribe((state, previous) => {
      if (state.config && state.config !== previous.config) applyBrandHead(state.config);
    });
    root.render(<App config={brand.config} overrides={brand.overrides} />);
  } catch (error) {
    console.error('[host] start-up failed', error);
    window.location.hash = hashOf(routeTo.sistemaIndisponivel());
    root.render(<App config={null} />);
  }
}

void start();
