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

/**
 * The host's singletons (package → required range and provided version), or null when neither the manifest nor the
 * sources can be read: the check then refuses, because nothing says what the running host needs.
 */
export async function readHostShared(source: HostSource): Promise<Record<string, SharedRequirement> | null> {
  const read = await readManifest(source.manifest);
  if (read.ok) {
    return Object.fromEntries(
      read.manifest.shared.map((s) => [
        s.name,
        { requiredVersion: s.requiredVersion ?? `^${s.version}`, version: s.version },
      ]),
    );
  }
  return source.hostDir ? sharedFromSources(source.hostDir) : null;
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
 * The Module Federation runtime version the host publishes for the remotes (its manifest's `pluginVersion`, else the
 * plugin its folder builds with), or null when nothing says: the check then judges the shared singletons alone.
 */
export async function readHostRuntimeVersion(source: HostSource): Promise<string | null> {
  const read = await readManifest(source.manifest);
  if (read.ok && read.manifest.runtimeVersion) return read.manifest.runtimeVersion;
  return source.hostDir ? runtimeFromSources(source.hostDir) : null;
}
