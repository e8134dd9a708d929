import { MESSAGES, type RemoteArea } from '@erp/domain';
import semver from 'semver';
import { EXPOSED_MODULES } from './exposedModules';
import { parseManifest, readManifest, type FederationManifest } from './manifest';

/** A singleton as the host shares it: the range it requires and the version it provides. */
export interface SharedRequirement {
  requiredVersion: string;
  version: string;
  /** The exports the host's copy keeps, when it is not provided whole: a remote may import nothing else. */
  providedExports?: readonly string[];
}

/** What a candidate build of an area must offer to be activated. */
export interface ContractRequirements {
  /** Modules the host and the other remotes import from the area. */
  exposes: readonly string[];
  /** The host's shared singletons by package name (from its built `mf-manifest.json`). */
  shared: Readonly<Record<string, SharedRequirement>>;
  /** The container name the registry will load it under: a build for another name cannot be found at run time. */
  container?: string;
  /**
   * The host's Module Federation runtime version. A remote does not bundle the runtime (`externalRuntime`): it runs
   * on the one the host publishes, so it must have been built for that same version.
   */
  runtimeVersion?: string;
}

/** The outcome of a contract check: `faltando` lists, in Portuguese, everything missing or incompatible. */
export interface ContractResult {
  ok: boolean;
  faltando: string[];
}

/**
 * Singletons a remote must take from the host when the host shares them: a remote bundling its own React or session
 * store would run two of them on one page (hooks fail, the user looks signed out inside the remote).
 */
const MUST_SHARE = ['react', 'react-dom', '@erp/session', '@erp/api-client'];

/**
 * The package a share-scope key names. The host shares some packages in parts: whole under the package's name, and
 * the part an app runs under `<package>:<tier>` (`:login`, `:shell`: packages/config/tiers.mjs); a remote taking any
 * of them takes the package.
 */
function packageOfShareKey(key: string): string {
  return key.replace(/:[a-z]+$/, '');
}

/** The requirements of an area: its contract's modules, the host's singletons and, when known, its runtime. */
export function requirementsFor(
  area: RemoteArea,
  hostShared: Readonly<Record<string, SharedRequirement>>,
  container?: string,
  runtimeVersion?: string | null,
): ContractRequirements {
  return {
    exposes: EXPOSED_MODULES[area],
    shared: hostShared,
    ...(container ? { container } : {}),
    ...(runtimeVersion ? { runtimeVersion } : {}),
  };
}

const satisfies = (version: string, range: string): boolean =>
  semver.valid(version) !== null && semver.validRange(range) !== null && semver.satisfies(version, range);

/**
 * The names a candidate imports that the host's copy of a package lacks (it runs on the host's copy: 'loaded-first').
 * A candidate that does not say what it imports, or imports the whole object, needs what a pruned copy cannot promise.
 */
function exportsMissing(host: SharedRequirement, imported: readonly string[] | undefined): string[] | null {
  if (!host.providedExports) return null;
  if (!imported || imported.includes('*')) return ['*'];
  const provided = new Set(host.providedExports);
  const missing = imported.filter((name) => !provided.has(name));
  return missing.length ? missing : null;
}

/**
 * Checks a candidate's manifest against what the host and the other remotes need. Shared versions are checked both
 * ways: the host's copy is the one that runs ('loaded-first'), so it must satisfy the candidate's range, and the
 * candidate's copy must satisfy the host's range for the case where the candidate's is used.
 */
export function checkContract(manifest: unknown, requirements: ContractRequirements): ContractResult {
  const parsed = parseManifest(manifest);
  if (!parsed) return { ok: false, faltando: [MESSAGES.contract.malformed('manifesto')] };
  return checkParsed(parsed, requirements);
}

/** The check itself, on a manifest already narrowed by `parseManifest` (parsing it again would lose its runtime). */
function checkParsed(parsed: FederationManifest, requirements: ContractRequirements): ContractResult {
  const faltando: string[] = [];
  if (requirements.container && parsed.name !== requirements.container) {
    faltando.push(MESSAGES.contract.containerName(requirements.container, parsed.name));
  }
  if (requirements.runtimeVersion && parsed.runtimeVersion !== requirements.runtimeVersion) {
    faltando.push(MESSAGES.contract.runtimeVersion(requirements.runtimeVersion, parsed.runtimeVersion));
  }
  const exposed = new Set(parsed.exposes.map((e) => e.name.replace(/^\.\//, '')));
  for (const module of requirements.exposes) {
    if (!exposed.has(module)) faltando.push(MESSAGES.contract.missingExpose(module));
  }
  const shared = new Set(parsed.shared.map((s) => packageOfShareKey(s.name)));
  for (const pkg of MUST_SHARE) {
    if (requirements.shared[pkg] && !shared.has(pkg)) faltando.push(MESSAGES.contract.missingShared(pkg));
  }
  for (const candidate of parsed.shared) {
    // A host read from its sources (no manifest) names packages, not their tiers.
    const host =
      requirements.shared[candidate.name] ?? requirements.shared[packageOfShareKey(candidate.name)];
    if (!host) continue;
    if (candidate.singleton === false) faltando.push(MESSAGES.contract.notSingleton(candidate.name));
    if (!satisfies(candidate.version, host.requiredVersion)) {
      faltando.push(MESSAGES.contract.hostRange(candidate.name, host.requiredVersion, candidate.version));
    }
    if (candidate.requiredVersion && !satisfies(host.version, candidate.requiredVersion)) {
      faltando.push(
        MESSAGES.contract.candidateRange(candidate.name, candidate.requiredVersion, host.version),
      );
    }
    const missing = exportsMissing(host, candidate.importedExports);
    if (missing) faltando.push(MESSAGES.contract.missingExports(candidate.name, missing));
  }
  return { ok: faltando.length === 0, faltando };
}

/** Reads a candidate's manifest (file path or URL) and checks it; an unreachable or malformed one is not ok. */
export async function checkCandidate(
  manifestSource: string,
  requirements: ContractRequirements,
  timeoutMs?: number,
): Promise<ContractResult> {
  const read = await readManifest(manifestSource, timeoutMs);
  if (!read.ok) return { ok: false, faltando: [read.motivo] };
  return checkParsed(read.manifest, requirements);
}
