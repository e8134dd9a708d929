import { MESSAGES, type RemoteArea, type RemoteRelease } from '@erp/domain';
import type { ReleaseCatalog } from './catalog';
import { checkCandidate, checkContract, requirementsFor, type ContractResult } from './contract';
import { DEFAULT_CONTAINER_BY_AREA, findContainer, type Container } from './containers';
import { containerPublicUrl, manifestUrl, type PublicUrls } from './publicUrls';
import { readHostRequirements, type HostSource } from './hostRequirements';

/** The addresses browsers fetch each container's releases at, and the live host. */
export interface DeploymentSettings {
  /** Container name → public base URL (`remotePublicUrls`); a container missing here gets the default address. */
  remotePublicUrls: PublicUrls;
  /** Where the host's shared singletons are read for the contract check. */
  hostShared?: HostSource;
}

/**
 * Picks the version a container is answered at, given the globally active one (a brand's pin or a canary); null or
 * an unpublished version keeps the global one.
 */
export type VersionPicker = (container: string, globalActive: string | null) => string | null;

/**
 * For each area: the brand's override container (when it names a known container of that area) or the default
 * one, at its active release. Areas with nothing released are left out: the host shows them as unavailable.
 */
function remoteRegistry(
  catalog: ReleaseCatalog,
  overrides: Partial<Record<RemoteArea, string>>,
  config: DeploymentSettings,
  pick: VersionPicker,
): RemoteRelease[] {
  const releases: RemoteRelease[] = [];
  for (const [area, defaultName] of Object.entries(DEFAULT_CONTAINER_BY_AREA) as Array<
    [RemoteArea, string]
  >) {
    const override = overrides[area] ? findContainer(overrides[area]) : undefined;
    const container = override?.area === area ? override : findContainer(defaultName);
    if (!container) continue;
    const globalActive = catalog.active(container.name);
    const picked = pick(container.name, globalActive);
    const active = picked && catalog.isPublished(container.name, picked) ? picked : globalActive;
    if (!active) continue;
    releases.push({
      name: container.name,
      area,
      entry: entryOf(container, active, config),
      version: active,
    } satisfies RemoteRelease);
  }
  return releases;
}

/** What the API knows about where remotes are served and what they must fit (CONTRACT "Remotes"). */
export interface RemoteDeployment {
  /**
   * Each area's release for a brand's container overrides, at the version `pick` chooses (default: the globally
   * active one); areas with nothing released are left out.
   */
  releasesFor(
    catalog: ReleaseCatalog,
    overrides: Partial<Record<RemoteArea, string>>,
    pick?: VersionPicker,
  ): RemoteRelease[];
  /**
   * Checks a candidate's `mf-manifest.json` (parsed JSON) against its area's contract and the live host's singletons
   * and runtime; a host that cannot be read refuses.
   */
  checkManifest(container: string, manifest: unknown): Promise<ContractResult>;
  /** The manifest URLs of every published version of a container (what the registry could hand out). */
  publishedEntries(catalog: ReleaseCatalog, container: string): string[];
  /**
   * Checks another build of a container, by its manifest's URL, against the same contract (a browser's remote
   * override, `pnpm dev`'s dev servers). The caller decides first whether that URL may be read at all.
   */
  checkEntry(container: string, entry: string): Promise<ContractResult>;
}

const keepGlobal: VersionPicker = (_container, globalActive) => globalActive;

/** The URL the registry hands out for a version of a container. */
function entryOf(container: Container, version: string, settings: DeploymentSettings): string {
  return manifestUrl(settings.remotePublicUrls[container.name] ?? containerPublicUrl(container, {}), version);
}

/**
 * How long another build's manifest may take: a dev server answers once its rebuild is done, and a page loaded
 * during one must not lose its override for that.
 */
const OTHER_BUILD_TIMEOUT_MS = 60_000;

/**
 * What a build of container `name` must fit: its area's contract and the live host's singletons and runtime; a
 * refusal when the container is unknown or the host cannot be read.
 */
async function requirementsOf(
  settings: DeploymentSettings,
  name: string,
): Promise<{ requirements: ReturnType<typeof requirementsFor> } | { refused: ContractResult }> {
  const container = findContainer(name);
  if (!container) return { refused: { ok: false, faltando: [MESSAGES.contract.unknownContainer(name)] } };
  const host = settings.hostShared ? await readHostRequirements(settings.hostShared) : null;
  if (!host) return { refused: { ok: false, faltando: [MESSAGES.contract.hostUnavailable] } };
  return { requirements: requirementsFor(container.area, host.shared, container.name, host.runtimeVersion) };
}

/** Checks the manifest at `source` (a URL) as a build of `container`. */
async function checkEntryOf(
  settings: DeploymentSettings,
  name: string,
  source: string,
): Promise<ContractResult> {
  const found = await requirementsOf(settings, name);
  return 'refused' in found
    ? found.refused
    : checkCandidate(source, found.requirements, OTHER_BUILD_TIMEOUT_MS);
}

/** Checks a parsed manifest as a build of `container`. */
async function checkAgainstHost(
  settings: DeploymentSettings,
  name: string,
  manifest: unknown,
): Promise<ContractResult> {
  const found = await requirementsOf(settings, name);
  return 'refused' in found ? found.refused : checkContract(manifest, found.requirements);
}

/** The deployment of the product: containers at their public base URLs. */
export function originDeployment(settings: DeploymentSettings): RemoteDeployment {
  return {
    releasesFor: (catalog, overrides, pick = keepGlobal) =>
      remoteRegistry(catalog, overrides, settings, pick),
    checkManifest: (container, manifest) => checkAgainstHost(settings, container, manifest),
    publishedEntries: (catalog, name) => {
      const container = findContainer(name);
      if (!container) return [];
      return catalog.versions(name).map((v) => entryOf(container, v.versao, settings));
    },
    checkEntry: (container, entry) => checkEntryOf(settings, container, entry),
  };
}
