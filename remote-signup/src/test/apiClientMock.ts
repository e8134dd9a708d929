// The jest.mock factory of @erp/api-client. Kept apart from the render helpers: a factory that loaded the app's code
// would hand that code the real module before the mock exists.
import type * as ApiClientModule from '@erp/api-client';

/** @erp/api-client as it is, except getApi, which each test file points at its mock. */
export function apiClientModule(): typeof ApiClientModule {
  return { ...jest.requireActual<typeof ApiClientModule>('@erp/api-client'), getApi: jest.fn() };
}
