import type { ApiClient, ApiClientOptions } from './apiClient';
import { createApiClient } from './createApiClient';

// Module state on purpose: the package is a Module Federation singleton, so host and remotes share this one client.
let configured: ApiClient | undefined;

/** Creates the process-wide client (the host calls it once the API endpoint is known). */
export function configureApi(options: ApiClientOptions): ApiClient {
  configured = createApiClient(options);
  return configured;
}

/** The process-wide client; throws when the host has not configured it yet. */
export function getApi(): ApiClient {
  if (!configured) throw new Error('API client not configured: call configureApi() at start-up first.');
  return configured;
}

/** Forgets the configured client (tests). */
export function resetApi(): void {
  configured = undefined;
}
