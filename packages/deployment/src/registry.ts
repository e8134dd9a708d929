import type { RemoteArea, RemoteRelease } from '@erp/domain';
import { checkCandidate, requirementsFor, type ContractResult } from './contract';
import { CONTRACT_MESSAGES } from './contractMessages';
import { DEFAULT_CONTAINER_BY_AREA, findContainer, type Container } from './containers';
import { containerPublicUrl, manifestUrl, type PublicUrls } from './publicUrls';
import { readHostRequirements, type HostSource } from './hostRequirements';
import {
  builtVersions,
  isBuilt,
  manifestPath,
  publishedVersions,
  readReleaseLog,
  type PublishedVersion,
} from './releaseStore';

/** Where a deployment keeps its containers' releases and the addresses browsers fetch them at. */
export interface DeploymentSettings {
  /** Releases live under `<deployDir>/<container>/<version>/`. */
  deployDir: string;
  /** Container name → public base URL (`remotePublicUrls`); a container missing here gets the default address. */
  remotePublicUrls: PublicUrls;
  /** Where the host's shared singletons are read for the contract check. */
  hostShared?: HostSource;
}

/**
 * Picks the version a container is answered at, given the globally active one (a brand's pin or a canary); null or
 * an unbuilt version keeps the global one.
 */
export type VersionPicker = (container: string, globalActive: string | null) => string | null;

/**
 * For each area: the brand's override container (when it names a known container of that area) or the default
 * one, at its active release. Areas with nothing released are left out: the host shows them as unavailable.
 */
function remoteRegistry(
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
    const globalActive = readReleaseLog(config.deployDir, container.name).active;
    const picked = pick(container.name, globalActive);
    const active = picked && isBuilt(config.deployDir, container.name, picked) ? picked : globalActive;
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

/** What the API knows about where remotes are served: the one interface it reads (CONTRACT "Remotes"). */
export interface RemoteDeployment {
  /**
   * Each area's release for a brand's container overrides, at the version `pick` chooses (default: the globally
   * active one); areas with nothing released are left out.
   */
  releasesFor(overrides: Partial<Record<RemoteArea, string>>, pick?: VersionPicker): RemoteRelease[];
  /** The versions on disk of a container, oldest first. */
  versions(container: string): PublishedVersion[];
  /** The globally active version of a container (release and rollback commands), or null. */
  activeVersion(container: string): string | null;
  /** The container's global activation history, oldest first, the active one last (versions still on disk). */
  releaseHistory(container: string): string[];
  isBuilt(container: string, version: string): boolean;
  /** Checks a built version of a container against its area's contract and the host's singletons. */
  checkVersion(container: string, version: string): Promise<ContractResult>;
  /** The manifest URLs of every published version of a container (what the registry could hand out). */
  publishedEntries(container: string): string[];
  /**
   * Checks another build of a container, by its manifest's URL, against the same contract (a browser's remote
   * override, `pnpm dev`'s dev servers). The caller decides first whether that URL may be read at all.
   */
  checkEntry(container: string, entry: string): Promise<ContractResult>;
}

const keepGlobal: VersionPicker = (_container, globalActive) => globalActive;

/** Checks the manifest at `source` (a file or a URL) as a build of `container`. */
async function checkManifestOf(
  settings: DeploymentSettings,
  container: Container,
  source: string,
  timeoutMs?: number,
): Promise<ContractResult> {
  const host = settings.hostShared ? await readHostRequirements(settings.hostShared) : null;
  if (!host) return { ok: false, faltando: [CONTRACT_MESSAGES.hostUnavailable] };
  return checkCandidate(
    source,
    requirementsFor(container.area, host.shared, container.name, host.runtimeVersion),
    timeoutMs,
  );
}

/**
 * How long another build's manifest may take: a dev server answers once its rebuild is done, and a page loaded
 * during one must not lose its override for that.
 */
const OTHER_BUILD_TIMEOUT_MS = 60_000;

async function checkBuilt(
  settings: DeploymentSettings,
  name: string,
  version: string,
): Promise<ContractResult> {
  const container = findContainer(name);
  if (!container || !isBuilt(settings.deployDir, name, version)) {
    return { ok: false, faltando: [CONTRACT_MESSAGES.notPublished(name, version)] };
  }
  return checkManifestOf(settings, container, manifestPath(settings.deployDir, name, version));
}

/** The URL the registry hands out for a version of a container. */
function entryOf(container: Container, version: string, settings: DeploymentSettings): string {
  return manifestUrl(settings.remotePublicUrls[container.name] ?? containerPublicUrl(container, {}), version);
}

/**
 * The deployment `pnpm start` and the release commands manage: containers on their own ports, releases in folders.
 * Read on every call, so a release or rollback shows at once.
 */
export function folderDeployment(settings: DeploymentSettings): RemoteDeployment {
  return {
    releasesFor: (overrides, pick = keepGlobal) => remoteRegistry(overrides, settings, pick),
    versions: (container) => publishedVersions(settings.deployDir, container),
    activeVersion: (container) => readReleaseLog(settings.deployDir, container).active,
    releaseHistory: (container) => {
      // One read of the folder for the whole history (isBuilt reads it again on each call).
      const built = new Set(builtVersions(settings.deployDir, container));
      return readReleaseLog(settings.deployDir, container).history.filter((v) => built.has(v));
    },
    isBuilt: (container, version) => isBuilt(settings.deployDir, container, version),
    checkVersion: (container, version) => checkBuilt(settings, container, version),
    publishedEntries: (name) => {
      const container = findContainer(name);
      if (!container) return [];
      return builtVersions(settings.deployDir, name).map((version) => entryOf(container, version, settings));
    },
    checkEntry: async (name, entry) => {
      const container = findContainer(name);
      if (!container) return { ok: false, faltando: [CONTRACT_MESSAGES.unknownContainer(name)] };
      return checkManifestOf(settings, container, entry, OTHER_BUILD_TIMEOUT_MS);
    },
  };
}
