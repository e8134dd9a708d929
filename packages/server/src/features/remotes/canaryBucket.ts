import { createHash } from 'node:crypto';

/**
 * The visitor's bucket, 0..99: the same visitor always lands in the same bucket, so a canary stays with the people
 * who got it (sticky) and a percentage of buckets is that percentage of visitors. SHA-256 spreads any id evenly.
 */
export function canaryBucket(visitante: string): number {
  return createHash('sha256').update(visitante).digest().readUInt32BE(0) % 100;
}

/** True when the visitor gets a canary released to `percentual` % of a brand's visitors. */
export function inCanary(visitante: string, percentual: number): boolean {
  return canaryBucket(visitante) < percentual;
}
