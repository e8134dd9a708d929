// Test doubles for the calls the auth area makes; each test file jest.mocks @erp/api-client's getApi and
// createApiClient and hands them these.
import type { ApiClient } from '@erp/api-client';

type AuthCall = 'ping' | 'login' | 'logout' | 'requestPasswordReset' | 'resetPassword' | 'getUserInfo';
type MockOf<K extends AuthCall> = jest.Mock<ReturnType<ApiClient[K]>, Parameters<ApiClient[K]>>;

/** The auth area's slice of the API client, every call a jest mock. */
export type AuthApiMock = { [K in AuthCall]: MockOf<K> };

const mockOf = <K extends AuthCall>(): MockOf<K> =>
  jest.fn<ReturnType<ApiClient[K]>, Parameters<ApiClient[K]>>();

/** A client whose ping, logout, recovery and reset succeed; login and getUserInfo are left to each test. */
export function createAuthApiMock(): AuthApiMock {
  const api: AuthApiMock = {
    ping: mockOf<'ping'>(),
    login: mockOf<'login'>(),
    logout: mockOf<'logout'>(),
    requestPasswordReset: mockOf<'requestPasswordReset'>(),
    resetPassword: mockOf<'resetPassword'>(),
    getUserInfo: mockOf<'getUserInfo'>(),
  };
  api.ping.mockResolvedValue(undefined);
  api.logout.mockResolvedValue(undefined);
  api.requestPasswordReset.mockResolvedValue(undefined);
  api.resetPassword.mockResolvedValue(undefined);
  return api;
}

/** The mock seen through the client's type (the area never calls the other methods). */
export function asClient(api: AuthApiMock): ApiClient {
  return api as unknown as ApiClient;
}
