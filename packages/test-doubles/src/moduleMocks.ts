// The one jest.mock preamble for the federated singletons:
//   jest.mock('@erp/api-client', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').apiClientModule());
//   jest.mock('@erp/federation', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule());
// This package loads no app code and no React, so a factory that requires it cannot hand the app the real module
// before the mock exists.
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

/**
 * @erp/federation with a RemoteModule that only names what it would load and a prefetch that loads nothing (no
 * Module Federation runtime).
 */
export function federationModule(): Pick<typeof FederationModule, 'RemoteModule' | 'prefetchAreas'> {
  return {
    prefetchAreas: jest.fn(),
    // A component may render a bare string; typed as the real one, which returns an element.
    RemoteModule: (({ area, module }: { area: string; module: string }) =>
      `remote ${area}/${module}`) as unknown as typeof FederationModule.RemoteModule,
  };
}
