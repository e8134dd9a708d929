import type { ApiClient, ApiClientOptions } from './apiClient';
import { markModuleInstance } from '@erp/domain';
import { createApiClient } from './createApiClient';

// Counted so the end-to-end suite can prove host and remotes evaluate this module once.
markModuleInstance('@erp/api-client');

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
