// The one jest.mock preamble for the federation runtime (the API client is never mocked: tests use the fake API):
//   jest.mock('@erp/federation', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule());
// This package loads no app code and no React, so a factory that requires it cannot hand the app the real module
// before the mock exists.
import type * as FederationModule from '@erp/federation';

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
