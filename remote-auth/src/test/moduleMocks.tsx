// Module doubles for jest.mock factories: `jest.mock('@erp/api-client', () => jest.requireActual<ModuleMocks>(
// '../test/moduleMocks').apiClientModule())`. Kept here so every test file mocks the same way.
import type * as ApiClientModule from '@erp/api-client';
import type * as FederationModule from '@erp/federation';

/** @erp/api-client as it is, except the clients: tests hand in their own through getApi/createApiClient. */
export function apiClientModule(): typeof ApiClientModule {
  return {
    ...jest.requireActual<typeof ApiClientModule>('@erp/api-client'),
    getApi: jest.fn(),
    createApiClient: jest.fn(),
  };
}

/** @erp/federation with a RemoteModule that only names what it would load (no Module Federation runtime). */
export function federationModule(): Pick<typeof FederationModule, 'RemoteModule'> {
  return {
    RemoteModule: ({ area, module }) => <>{`remote ${area}/${module}`}</>,
  };
}

export type ModuleMocks = {
  apiClientModule: typeof apiClientModule;
  federationModule: typeof federationModule;
};
