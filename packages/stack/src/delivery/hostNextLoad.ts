/** The part of a registry entry (`RemoteRelease` of @erp/domain) the host's loading reads. */
interface RegistryEntry {
  name: string;
  entry: string;
  version: string;
}

/** What a brand's host loads for one container on its next page load: the version and that its files answer. */
export interface NextLoad {
  version: string;
  entry: string;
}

/**
 * Does what the host does when a page loads, for one container: asks the API's registry (`GET /api/remotes`) which
 * version this brand is served, then fetches that version's manifest and the remote entry it names from where they
 * are published. Null while the registry names another version or its files do not answer yet.
 */
export async function hostNextLoad(
  api: string,
  idConfig: number,
  container: string,
  expectedVersion?: string,
): Promise<NextLoad | null> {
  const registry = await fetch(`${api}/api/remotes?idConfig=${idConfig}`, { cache: 'no-store' });
  if (!registry.ok) return null;
  const release = ((await registry.json()) as RegistryEntry[]).find((r) => r.name === container);
  if (!release || (expectedVersion && release.version !== expectedVersion)) return null;
  const manifest = await fetch(release.entry);
  if (!manifest.ok) return null;
  const { metaData } = (await manifest.json()) as {
    metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  };
  const remoteEntry = metaData?.remoteEntry?.name;
  if (!remoteEntry) return null;
  const entryUrl = new URL(
    [metaData?.remoteEntry?.path, remoteEntry].filter(Boolean).join('/'),
    new URL('.', release.entry),
  );
  return (await fetch(entryUrl)).ok ? { version: release.version, entry: release.entry } : null;
}

/** Waits for the host's next load to get `version` of `container`; answers how long that took in ms. */
export async function untilNextLoadServes(
  api: string,
  idConfig: number,
  container: string,
  version: string,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const load = await hostNextLoad(api, idConfig, container, version).catch(() => null);
    if (load) return Date.now() - started;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${container} ${version} não apareceu no próximo carregamento em ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
