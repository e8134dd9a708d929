/** How long work waiting for an idle moment waits at most: a page that is never idle still gets it. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `run` once the page has drawn and the browser has nothing else to do (within 2 s at the latest); where the
 * browser has no idle callbacks, 200 ms later. Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
