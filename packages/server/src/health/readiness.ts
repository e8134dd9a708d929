/** What an API machine needs to serve requests; a load balancer sends traffic only where all of them answer. */
export type Dependency = 'database' | 'redis' | 'storage';

/** One dependency's probe: resolves when it answers, throws (or never settles) when it does not. */
export interface ReadinessCheck {
  name: Dependency;
  probe(): Promise<void>;
}

/** A probe that takes longer than this counts as failed: a balancer's own check usually times out at 2-5 s. */
export const READINESS_TIMEOUT_MS = 2000;

export type CheckState = 'ok' | 'falhou';

export interface Readiness {
  ready: boolean;
  /** Every configured dependency and its state; one not configured (no REDIS_URL) is left out. */
  checks: Partial<Record<Dependency, CheckState>>;
  failed: Dependency[];
}

function withTimeout(probe: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([probe, late]).finally(() => clearTimeout(timer));
}

/**
 * Probes every dependency at once, each within `timeoutMs`. Why one failed goes to `onFailure` (the log), never to the
 * answer: the endpoint is public, and an error message can name internal hosts and ports.
 */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  onFailure: (name: Dependency, error: unknown) => void,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async ({ name, probe }) => {
      try {
        await withTimeout(Promise.resolve().then(probe), timeoutMs);
        return [name, 'ok'] as const;
      } catch (error) {
        onFailure(name, error);
        return [name, 'falhou'] as const;
      }
    }),
  );
  const failed = results.filter(([, state]) => state === 'falhou').map(([name]) => name);
  return { ready: failed.length === 0, checks: Object.fromEntries(results), failed };
}
