import type { RemoteArea, RemoteRelease } from '@erp/domain';
import { containerOrigin, DEFAULT_CONTAINER_BY_AREA, findContainer } from './containers';
import { readReleaseLog } from './releaseStore';

/** Where a deployment serves its containers from: the stack's folders, ports and public host name. */
export interface DeploymentSettings {
  /** Releases live under `<deployDir>/<container>/<version>/`. */
  deployDir: string;
  /** Container name → port (CONTRACT "Ports"). */
  remotePorts: Record<string, number>;
  remotePublicHost: string;
}

/** The environment `containerOrigin` reads, rebuilt from the parsed settings. */
function containerEnv(config: Omit<DeploymentSettings, 'deployDir'>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { REMOTE_PUBLIC_HOST: config.remotePublicHost };
  for (const [name, port] of Object.entries(config.remotePorts)) {
    const container = findContainer(name);
    if (container) env[container.portEnv] = String(port);
  }
  return env;
}

/**
 * For each area: the brand's override container (when it names a known container of that area) or the default
 * one, at its active release. Areas with nothing released are left out: the host shows them as unavailable.
 */
function remoteRegistry(
  overrides: Partial<Record<RemoteArea, string>>,
  config: DeploymentSettings,
): RemoteRelease[] {
  const env = containerEnv(config);
  const releases: RemoteRelease[] = [];
  for (const [area, defaultName] of Object.entries(DEFAULT_CONTAINER_BY_AREA) as Array<
    [RemoteArea, string]
  >) {
    const override = overrides[area] ? findContainer(overrides[area]) : undefined;
    const container = override?.area === area ? override : findContainer(defaultName);
    if (!container) continue;
    const { active } = readReleaseLog(config.deployDir, container.name);
    if (!active) continue;
    releases.push({
      name: container.name,
      area,
      entry: `${containerOrigin(container, env)}/${encodeURIComponent(active)}/mf-manifest.json`,
      version: active,
    } satisfies RemoteRelease);
  }
  return releases;
}

/** What the API knows about where remotes are served: the one interface it reads (CONTRACT "Remotes"). */
export interface RemoteDeployment {
  /** Each area's release for a brand's container overrides; areas with nothing released are left out. */
  releasesFor(overrides: Partial<Record<RemoteArea, string>>): RemoteRelease[];
}

/**
 * The deployment `pnpm start` and the release commands manage: containers on their own ports, releases in folders.
 * Read on every call, so a release or rollback shows at once.
 */
export function folderDeployment(settings: DeploymentSettings): RemoteDeployment {
  return { releasesFor: (overrides) => remoteRegistry(overrides, settings) };
}
