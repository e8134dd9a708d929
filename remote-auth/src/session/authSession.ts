import { createApiClient, getApi } from '@erp/api-client';
import { landingRoute, type LoginResponse, type UserInfo } from '@erp/domain';
import { sessionStore } from '@erp/session';

/** Revokes the current token on the server (unless it is `keep`), then forgets the session locally. */
export async function endSession(keep?: string): Promise<void> {
  const { token } = sessionStore.getState();
  if (token && token !== keep) {
    try {
      await getApi().logout();
    } catch {
      // Already revoked or the server is unreachable: either way the local session must end.
    }
  }
  sessionStore.getState().logout();
}

/** Stores a successful login, loads the user info and answers where the user lands. */
export async function completeLogin(response: LoginResponse): Promise<string> {
  const { signIn, storageType } = sessionStore.getState();
  // The host already chose the storage type (typeStorage); keep it.
  signIn({ token: response.id, loginUser: response.user, storageType });
  try {
    sessionStore.getState().setUser(await getApi().getUserInfo());
  } catch {
    // The shell loads the user info again on its own; a failure here must not keep the user on the login screen.
  }
  return landingRoute(response.user);
}

/**
 * Signs in with a token handed over in the route (`login/:userToken`). The token is tried with a client of its
 * own first, so an invalid token is never stored as the session. Throws the API's error when it is refused.
 */
export async function signInWithToken(userToken: string): Promise<string> {
  const { apiEndpoint, config, storageType } = sessionStore.getState();
  const probe = createApiClient({
    endpoint: apiEndpoint ?? config?.API_ENDPOINT ?? '',
    getToken: () => userToken,
  });
  const user: UserInfo = await probe.getUserInfo();
  const { id, nome, email, isAvanco, master } = user;
  sessionStore
    .getState()
    .signIn({ token: userToken, loginUser: { id, nome, email, isAvanco, master }, storageType });
  sessionStore.getState().setUser(user);
  return landingRoute(user);
}
