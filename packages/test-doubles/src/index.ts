// Test doubles without React: fixtures, fake HTTP answers, the fake API server, the API client mock and the
// federated-singleton mocks.
export { fixtures } from './fixtures';
export { mockFetch, json, noContent, loopbackError } from './httpFakes';
export { mockApiClient, type ApiClientMock } from './apiClientMock';
export { apiClientModule, federationModule } from './moduleMocks';
export { FakeSocket } from './fakeSocket';
export {
  startFakeApi,
  FAKE_API_ENDPOINT,
  type FakeApi,
  type FakeRequest,
  type FakeReply,
  type FakeRouteTable,
} from './fakeApi';
