import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from './testServer';

/** The host's singletons, as its built manifest lists them. */
export const HOST_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@erp/session', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  { name: '@erp/api-client', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/**
 * Gives a test server a live host to check releases against (the contract check reads the host's manifest): the
 * manifest lives in the test's own data folder, so no build of the host is needed.
 */
export function useHostManifest(t: TestServer): void {
  const hostManifest = path.join(t.dataDir, 'host-mf-manifest.json');
  fs.writeFileSync(hostManifest, JSON.stringify({ name: 'host', exposes: [], shared: HOST_SHARED }));
  t.config.hostShared.manifest = hostManifest;
  delete t.config.hostShared.hostDir;
}
