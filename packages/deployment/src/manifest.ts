import { MESSAGES } from '@erp/domain';
import fs from 'node:fs/promises';

/** The parts of a Module Federation `mf-manifest.json` the contract check reads. */
export interface FederationManifest {
  name: string;
  exposes: Array<{ name: string }>;
  shared: Array<{
    name: string;
    version: string;
    requiredVersion?: string;
    singleton?: boolean;
    /** The exports the copy this build provides keeps, when it is not provided whole (packages/config/prunedShared.mjs). */
    providedExports?: string[];
    /** The exports this build imports from the package (`*`: the whole object). */
    importedExports?: string[];
  }>;
  /** The Module Federation build plugin's version (`metaData.pluginVersion`): the runtime the build expects. */
  runtimeVersion?: string;
}

/** A manifest, or why there is none (Portuguese, for the release command and the admin screen). */
export type ManifestResult = { ok: true; manifest: FederationManifest } | { ok: false; motivo: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/** Narrows untrusted JSON to the manifest's shape; null when it is not one. */
export function parseManifest(raw: unknown): FederationManifest | null {
  if (!isRecord(raw) || !Array.isArray(raw.exposes) || !Array.isArray(raw.shared)) return null;
  const exposes = raw.exposes.filter(isRecord);
  const shared = raw.shared.filter(isRecord);
  if (exposes.some((e) => typeof e.name !== 'string')) return null;
  if (shared.some((s) => typeof s.name !== 'string' || typeof s.version !== 'string')) return null;
  const runtimeVersion = isRecord(raw.metaData) ? raw.metaData.pluginVersion : undefined;
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    ...(typeof runtimeVersion === 'string' ? { runtimeVersion } : {}),
    exposes: exposes.map((e) => ({ name: e.name as string })),
    shared: shared.map((s) => ({
      name: s.name as string,
      version: s.version as string,
      ...(typeof s.requiredVersion === 'string' ? { requiredVersion: s.requiredVersion } : {}),
      ...(typeof s.singleton === 'boolean' ? { singleton: s.singleton } : {}),
      ...(isNameList(s.providedExports) ? { providedExports: s.providedExports } : {}),
      ...(isNameList(s.importedExports) ? { importedExports: s.importedExports } : {}),
    })),
  };
}

const MANIFEST_TIMEOUT_MS = 5000;

async function readText(source: string, timeoutMs: number): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return fs.readFile(source, 'utf8');
  const response = await fetch(source, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

function reasonOf(error: unknown): string {
  if (isRecord(error) && error.code === 'ENOENT') return 'arquivo não encontrado';
  if (error instanceof Error && error.name === 'TimeoutError') return 'tempo esgotado';
  return error instanceof Error ? error.message : String(error);
}

/** Reads a manifest from a file path or an http(s) URL; never throws. */
export async function readManifest(
  source: string,
  timeoutMs: number = MANIFEST_TIMEOUT_MS,
): Promise<ManifestResult> {
  let text: string;
  try {
    text = await readText(source, timeoutMs);
  } catch (error) {
    return { ok: false, motivo: MESSAGES.contract.unreachable(source, reasonOf(error)) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, motivo: MESSAGES.contract.malformed(source) };
  }
  const manifest = parseManifest(raw);
  return manifest ? { ok: true, manifest } : { ok: false, motivo: MESSAGES.contract.malformed(source) };
}
