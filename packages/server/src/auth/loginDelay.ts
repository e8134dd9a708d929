/**
 * How long to wait before checking a password of an account that `failures` attempts (from any address) got wrong
 * within the window: nothing up to `threshold`, then doubling from 250 ms up to `maxMs`. A guess spread over many
 * addresses slows to a crawl, and the owner is only delayed, never locked out.
 */
export function loginDelayMs(failures: number, threshold: number, maxMs: number): number {
  if (failures < threshold) return 0;
  return Math.min(maxMs, 250 * 2 ** Math.min(failures - threshold, 16));
}
