import { getApi } from '@erp/api-client';
import { hashOf, routeTo } from '@erp/domain';
import { sessionStore } from '@erp/session';

/** Signs the new account in with what was just typed and stores its token and user info (spec 000 §4 step 4). */
export async function signInNewAccount(email: string, password: string): Promise<void> {
  const response = await getApi().login({ email, password });
  const { signIn, storageType } = sessionStore.getState();
  signIn({ token: response.id, loginUser: response.user, storageType });
  try {
    sessionStore.getState().setUser(await getApi().getUserInfo());
  } catch {
    // The shell loads the user info again on its own; the account exists and is signed in.
  }
}

/**
 * Opened inside a parent window (an embedded sign-up, address containing `#/cadastrar`), the dashboard opens in the
 * parent after success; answers whether it did.
 */
export function openDashboardInParent(win: Window = window): boolean {
  if (win.parent === win || !win.location.href.includes('#/cadastrar')) return false;
  win.parent.location.href = new URL(hashOf(routeTo.dashboard()), win.location.href).toString();
  return true;
}
