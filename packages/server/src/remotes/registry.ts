import type { RemoteArea, RemoteRelease } from '@erp/domain';
import type { ServerConfig } from '../config/config';
import { containerOrigin, DEFAULT_CONTAINER_BY_AREA, findContainer } from './containers';
import { readReleaseLog } from './releaseStore';

/** The environment `containerOrigin` reads, rebuilt from the parsed configuration. */
function containerEnv(config: Pick<ServerConfig, 'remotePorts' | 'remotePublicHost'>): NodeJS.ProcessEnv {
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
export function remoteRegistry(
  overrides: Partial<Record<RemoteArea, string>>,
  config: Pick<ServerConfig, 'remotePorts' | 'remotePublicHost' | 'deployDir'>,
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
