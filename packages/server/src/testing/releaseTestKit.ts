import { Readable } from 'node:stream';
import { MANIFEST_FILE } from '@erp/deployment';
import { activateGlobal, recordPublished, rollbackGlobal } from '../releases/globalReleases';
import { loadReleaseCatalog } from '../releases/releaseCatalog';
import { writeReleaseFile } from '../releases/releaseFiles';
import type { TestServer } from './testServer';

/** Puts a version's manifest in release storage, as the deploy API's uploads do, without registering it. */
export async function storeManifest(t: TestServer, container: string, versao: string, manifest: unknown) {
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest);
  await writeReleaseFile(
    t.server.context.storage.releases,
    container,
    versao,
    MANIFEST_FILE,
    Readable.from([Buffer.from(text)]),
    'application/json',
  );
}

/** A published (inactive) version of a container with its manifest in storage: what a finished deploy leaves. */
export async function publishVersion(
  t: TestServer,
  container: string,
  versao: string,
  manifest: unknown = {},
) {
  await storeManifest(t, container, versao, manifest);
  await t.server.db.transaction((tx) =>
    recordPublished(tx, { container, versao, por: 'teste', now: new Date(t.clock()) }),
  );
  // Published versions are ordered by time: each test publication is a moment after the previous one.
  t.clock.advance(1000);
}

/** Makes a published version globally active, as `pnpm release` does. */
export async function activateVersion(t: TestServer, container: string, versao: string) {
  await t.server.db.transaction((tx) =>
    activateGlobal(tx, { container, versao, por: 'teste', now: new Date(t.clock()) }),
  );
}

/** Goes back to the previous global version, as `pnpm rollback` does. */
export async function rollbackVersion(t: TestServer, container: string) {
  return rollbackGlobal(t.server.db, container, 'teste', new Date(t.clock()));
}

/** The globally active version of a container, from the database. */
export async function globalActive(t: TestServer, container: string) {
  return (await loadReleaseCatalog(t.server.db)).active(container);
}
