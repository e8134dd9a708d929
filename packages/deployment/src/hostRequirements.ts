import fs from 'node:fs';
import path from 'node:path';
import type { SharedRequirement } from './contract';
import { readManifest } from './manifest';

/** Where the host's shared singletons are read: its built manifest, else the versions its folder would build with. */
export interface HostSource {
  /** The host's `mf-manifest.json`: a file path or an http(s) URL. */
  manifest: string;
  /** The host's source folder, for a host built without a manifest (the workspace's own stack). */
  hostDir?: string;
}

type SharedFor = (appDir: string) => Record<string, SharedRequirement>;

// The build's own rule (packages/config/shared.mjs), loaded at run time: the file is plain JavaScript for webpack.
const SHARED_CONFIG = '@erp/config/shared';

async function sharedFromSources(hostDir: string): Promise<Record<string, SharedRequirement> | null> {
  try {
    const module = (await import(SHARED_CONFIG)) as { sharedFor?: SharedFor };
    if (!module.sharedFor) return null;
    return Object.fromEntries(
      Object.entries(module.sharedFor(hostDir)).map(([name, s]) => [
        name,
        { requiredVersion: s.requiredVersion, version: s.version },
      ]),
    );
  } catch {
    return null;
  }
}

/** What a remote must fit: the host's singletons and the federation runtime it publishes. */
export interface HostRequirements {
  /** Package → required range and provided version. */
  shared: Record<string, SharedRequirement>;
  /** The runtime version, or null when nothing says (the check then judges the singletons alone). */
  runtimeVersion: string | null;
}

/** The Module Federation plugin a host folder builds with (the workspace's own stack, built without a manifest). */
function runtimeFromSources(hostDir: string): string | null {
  try {
    const pkg = path.join(hostDir, 'node_modules', '@module-federation', 'enhanced', 'package.json');
    const version = (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/**
 * The host's requirements from one read of its built manifest (its `shared` and `pluginVersion`), else from the
 * versions and plugin its folder builds with; null when neither says what the singletons are: the check then
 * refuses, because nothing says what the running host needs.
 */
export async function readHostRequirements(source: HostSource): Promise<HostRequirements | null> {
  const read = await readManifest(source.manifest);
  if (read.ok) {
    const shared = Object.fromEntries(
      read.manifest.shared.map((s) => [
        s.name,
        {
          requiredVersion: s.requiredVersion ?? `^${s.version}`,
          version: s.version,
          ...(s.providedExports ? { providedExports: s.providedExports } : {}),
        },
      ]),
    );
    const runtimeVersion =
      read.manifest.runtimeVersion ?? (source.hostDir ? runtimeFromSources(source.hostDir) : null);
    return { shared, runtimeVersion };
  }
  if (!source.hostDir) return null;
  const shared = await sharedFromSources(source.hostDir);
  return shared ? { shared, runtimeVersion: runtimeFromSources(source.hostDir) } : null;
}
