// The auth area's slice of the shared test API client; each test file jest.mocks @erp/api-client's getApi and
// createApiClient (the preamble of @erp/test-doubles) and hands them this.
import { mockApiClient, type ApiClientMock } from '@erp/test-doubles';

/** Every call the auth area makes, each a jest mock. */
export type AuthApiMock = ApiClientMock<
  'ping' | 'login' | 'logout' | 'requestPasswordReset' | 'resetPassword' | 'primeiroAcesso' | 'getUserInfo'
>;

/** A client whose ping, logout, recovery and reset succeed; login, first access and getUserInfo are left to each test. */
export function createAuthApiMock(): AuthApiMock {
  const api = mockApiClient(
    'ping',
    'login',
    'logout',
    'requestPasswordReset',
    'resetPassword',
    'primeiroAcesso',
    'getUserInfo',
  );
  api.ping.mockResolvedValue(undefined);
  api.logout.mockResolvedValue(undefined);
  api.requestPasswordReset.mockResolvedValue(undefined);
  api.resetPassword.mockResolvedValue(undefined);
  return api;
}

/** The mock seen through the client's type. */
export const asClient = (api: AuthApiMock) => api.asClient();
