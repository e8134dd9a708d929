import type { ApiClient } from '@erp/api-client';

type MockOf<K extends keyof ApiClient> = ApiClient[K] extends (...args: infer P) => infer R
  ? jest.Mock<R, P>
  : never;

/** The slice of the API client an area calls, every method a jest mock. */
export type ApiClientMock<K extends keyof ApiClient> = { [M in K]: MockOf<M> } & {
  /** The mock seen through the client's type, for getApi/createApiClient (the area calls no other method). */
  asClient(): ApiClient;
};

/** The one test API client: a jest mock for each named method; tests set what each answers. */
export function mockApiClient<K extends keyof ApiClient>(...methods: K[]): ApiClientMock<K> {
  const mock = Object.fromEntries(
    methods.map((method) => [method, jest.fn()]),
  ) as unknown as ApiClientMock<K>;
  mock.asClient = () => mock as unknown as ApiClient;
  return mock;
}
