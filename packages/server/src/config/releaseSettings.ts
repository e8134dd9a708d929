import path from 'node:path';
import type { HostSource } from '@erp/deployment';
import type { Env } from './envValues';

/** Remote releases (issue 19): the contract check's host, the canary's automatic rollback, the event reports' limit. */
export interface ReleaseSettings {
  /** An active canary is rolled back once its error rate (0..1) passes this, over `canaryMinLoads` reports. */
  canaryMaxErrorRate: number;
  /** Distinct visitors (loaded or failed) a canary needs before its error rate is judged. */
  canaryMinLoads: number;
  /** `POST /api/remotes/eventos` calls accepted per address (an IPv6 /64) and minute. */
  eventsPerMinutePerIp: number;
  /** The same calls accepted per minute from everyone together: what the public endpoint may cost at most. */
  eventsPerMinuteTotal: number;
  /**
   * Distinct visitors of one address (an IPv6 /64) a canary counts: visitor ids cost nothing to make, addresses do,
   * so a few addresses can never decide a canary's fate (it takes `canaryMinLoads / canaryVisitorsPerAddress`).
   */
  canaryVisitorsPerAddress: number;
  /**
   * Origins whose builds product-owner staff may load in place of an area, for their browser only (a team's preview
   * build): `REMOTE_PREVIEW_ORIGINS`, comma-separated. A browser override is otherwise limited to published versions.
   */
  previewOrigins: string[];
  /** Largest file one upload of the deploy API may store (`RELEASE_MAX_FILE_MB`, default 50). */
  maxReleaseFileBytes: number;
  /**
   * The local stack's own deploy credential (`STACK_DEPLOY_TOKEN`, set by `pnpm start` for its API and read from the
   * data folder by `pnpm release`/`rollback` on the same machine): any container, from this machine only, never in
   * production. A team deploys with a deploy token of its container instead.
   */
  stackDeployToken: string | null;
}

function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `Variável de ambiente ${name} inválida: "${raw}" (esperado um número inteiro de ${min} a ${max}).`,
    );
  }
  return value;
}

/**
 * Where the contract check reads the host's shared singletons: `HOST_MANIFEST` (a path or an http(s) URL of the
 * served host's `mf-manifest.json`), by default the workspace's host build, with its sources as the fallback.
 */
export function hostSharedSource(env: Env, repoRoot: string): HostSource {
  const manifest = env.HOST_MANIFEST?.trim();
  const hostDir = path.join(repoRoot, 'host');
  if (!manifest) return { manifest: path.join(hostDir, 'dist', 'mf-manifest.json'), hostDir };
  return /^https?:\/\//i.test(manifest)
    ? { manifest }
    : { manifest: path.resolve(repoRoot, manifest), hostDir };
}

/** A comma-separated list of http(s) origins; anything else names the variable in a Portuguese error. */
function originList(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | null = null;
      try {
        url = new URL(item);
      } catch {
        // reported below
      }
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== item.replace(/\/+$/, '')
      )
        throw new Error(
          `Variável de ambiente ${name} inválida: "${item}" (esperado origens como https://preview.exemplo.com.br).`,
        );
      return url.origin;
    });
}

/** The stack's token is at least 32 characters, and production never accepts it. */
function stackDeployToken(env: Env, isProduction: boolean): string | null {
  const token = env.STACK_DEPLOY_TOKEN?.trim();
  if (!token || isProduction) return null;
  if (token.length < 32) throw new Error('Variável de ambiente STACK_DEPLOY_TOKEN inválida: curta demais.');
  return token;
}

export function loadReleaseSettings(env: Env, isProduction: boolean): ReleaseSettings {
  return {
    maxReleaseFileBytes: integerIn(env, 'RELEASE_MAX_FILE_MB', 50, 1, 2048) * 1024 * 1024,
    stackDeployToken: stackDeployToken(env, isProduction),
    canaryMaxErrorRate: integerIn(env, 'CANARY_MAX_ERROR_PERCENT', 20, 1, 100) / 100,
    canaryMinLoads: integerIn(env, 'CANARY_MIN_LOADS', 10, 1, 1_000_000),
    eventsPerMinutePerIp: integerIn(env, 'REMOTE_EVENTS_PER_MINUTE', 60, 1, 100_000),
    eventsPerMinuteTotal: integerIn(env, 'REMOTE_EVENTS_PER_MINUTE_TOTAL', 3000, 1, 1_000_000),
    canaryVisitorsPerAddress: integerIn(env, 'CANARY_VISITORS_PER_ADDRESS', 1, 1, 1000),
    previewOrigins: originList(env, 'REMOTE_PREVIEW_ORIGINS'),
  };
}
