// What one page load costs on the wire, read from Chromium's own network events (CDP): encoded bytes by resource
// type, requests, and the longest chain of requests in series before the page was usable.
import type { CDPSession, Page } from '@playwright/test';

export interface Load {
  /** Encoded (compressed, as sent) bytes by CDP resource type: Script, Stylesheet, Fetch, Document, … */
  bytes: Record<string, number>;
  requests: number;
  /** Requests in series before `ready` resolved (each counted as waiting for the one that finished last before it). */
  chain: number;
  /** From navigation to `ready`. */
  ms: number;
  /** Every finished request: its address, CDP resource type and encoded bytes (headers included), in finishing order. */
  files: LoadedFile[];
}

export interface LoadedFile {
  url: string;
  type: string;
  bytes: number;
}

/** A page with CPU x4 throttling (a mid-range phone) and its network watched. */
export async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  return cdp;
}

/**
 * Records the network while `action` runs (a navigation, a click) until `ready`, then until the network is idle;
 * `chain` only counts what was sent before `ready`. The chain is an upper bound of the real dependency chain, the
 * same for both builds: a request is taken as waiting for whatever finished last before it was sent.
 */
export async function measureLoad(
  page: Page,
  cdp: CDPSession,
  action: () => Promise<unknown>,
  ready: () => Promise<unknown>,
  /** The time to report, read once `ready` resolved (an in-page timer); by default the test process's own. */
  timeTaken?: () => Promise<number>,
): Promise<Load> {
  const bytes: Record<string, number> = {};
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const files: LoadedFile[] = [];
  const depthById = new Map<string, number>();
  let lastFinished = { at: -1, depth: 0 };
  let chain = 0;
  let requests = 0;
  let isReady = false;
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const sent = (e: { requestId: string; request: { url: string } }) => {
    lastActivity = performance.now();
    if (depthById.has(e.requestId)) return; // a redirect keeps its request's place
    urls.set(e.requestId, e.request.url);
    // socket.io's long polls stay open by design: they are counted, never waited for.
    if (!e.request.url.includes('/socket.io/')) inFlight.add(e.requestId);
    const depth = lastFinished.depth + 1;
    depthById.set(e.requestId, depth);
    if (!isReady) chain = Math.max(chain, depth);
  };
  const received = (e: { requestId: string; type: string }) => void types.set(e.requestId, e.type);
  const failed = (e: { requestId: string }) => {
    lastActivity = performance.now();
    inFlight.delete(e.requestId);
  };
  const finished = (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    failed(e);
    requests += 1;
    if (e.timestamp > lastFinished.at)
      lastFinished = { at: e.timestamp, depth: depthById.get(e.requestId) ?? 1 };
    const type = types.get(e.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    files.push({ url: urls.get(e.requestId) ?? '', type, bytes: e.encodedDataLength });
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.responseReceived', received);
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', failed);
  try {
    const started = performance.now();
    await action();
    await ready();
    const ms = timeTaken ? await timeTaken() : performance.now() - started;
    isReady = true;
    // Whatever the route still fetches once usable counts in its bytes: wait for 500 ms without a request.
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline && (inFlight.size > 0 || performance.now() - lastActivity < 500))
      await page.waitForTimeout(100);
    return { bytes, requests, chain, ms, files };
  } finally {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.responseReceived', received);
    cdp.off('Network.loadingFinished', finished);
    cdp.off('Network.loadingFailed', failed);
  }
}

/** The page's live JS heap after a full garbage collection, in bytes. */
export async function jsHeapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}
