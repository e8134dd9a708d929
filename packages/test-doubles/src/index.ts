// Test doubles without React: fixtures, fake HTTP answers, the fake API server and the federation mock. Rendering as
// the host does is `@erp/test-doubles/react`.
export { fixtures } from './fixtures';
export { mockFetch, json, noContent, loopbackError } from './httpFakes';
export { federationModule } from './moduleMocks';
export { FakeSocket } from './fakeSocket';
export {
  startFakeApi,
  FAKE_API_ENDPOINT,
  type FakeApi,
  type FakeRequest,
  type FakeReply,
  type FakeRouteTable,
} from './fakeApi';
