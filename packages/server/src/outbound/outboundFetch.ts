import type { LookupFunction } from 'node:net';
import type { Agent, fetch as undiciFetch } from 'undici';
import {
  OutboundRefusedError,
  resolveAllowed,
  staticRefusal,
  urlRefusal,
  type OutboundPolicy,
  type OutboundRefusal,
} from './outboundPolicy';

/** What a caller reads of an answer. */
export interface OutboundResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /**
   * How long the call may take, counted from when the request leaves: the HTTP client is loaded with the first call
   * of the process and that load (hundreds of ms on a busy machine) is not the remote's time.
   */
  timeoutMs: number;
}

/** An HTTP call to a URL a brand configured; refused with {@link OutboundRefusedError} when the policy says so. */
export type OutboundFetch = (url: string, request: OutboundRequest) => Promise<OutboundResponse>;

export interface OutboundClient {
  fetch: OutboundFetch;
  /** Why a URL could not be called now (checked before a brand saves it), or null. */
  checkUrl(url: string): Promise<OutboundRefusal | null>;
  close(): Promise<void>;
}

/**
 * The address check runs inside the connection's own DNS lookup, so the address checked is the address connected
 * to: a name that answered a public address when the URL was saved and answers 127.0.0.1 now (DNS rebinding) is
 * refused at connect time. TLS still verifies the certificate against the hostname.
 */
function checkedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, policy).then(
      (all) => {
        const addresses = options.family ? all.filter((a) => a.family === options.family) : all;
        const [first] = addresses;
        if (!first) return callback(new OutboundRefusedError('unresolved', hostname), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
}

/**
 * One client for every call the server makes on a brand's behalf: URLs checked before the call, addresses checked at
 * connection time, no redirect followed (a 3xx is an answer like any other, so it cannot lead to a private address),
 * and a connection time limit; the caller's `timeoutMs` bounds the whole call once it leaves.
 */
export function createOutboundClient(policy: OutboundPolicy, connectTimeoutMs: number): OutboundClient {
  // undici (~110 modules) is loaded with the first call: most processes, and most test files, never make one.
  let undici: Promise<{ agent: Agent; fetch: typeof undiciFetch }> | undefined;
  const loadUndici = () =>
    (undici ??= import('undici').then(({ Agent, fetch }) => ({
      agent: new Agent({ connect: { lookup: checkedLookup(policy), timeout: connectTimeoutMs } }),
      fetch,
    })));
  return {
    async fetch(url, request) {
      const refusal = staticRefusal(url, policy);
      if (refusal) throw new OutboundRefusedError(refusal, URL.canParse(url) ? new URL(url).hostname : url);
      const { agent, fetch } = await loadUndici();
      const { timeoutMs, ...init } = request;
      try {
        return await fetch(url, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
          dispatcher: agent,
          redirect: 'manual',
        });
      } catch (error) {
        // fetch wraps a refused lookup in "fetch failed": tell the caller what really happened.
        const cause = error instanceof Error ? error.cause : undefined;
        throw cause instanceof OutboundRefusedError ? cause : error;
      }
    },
    checkUrl: (url) => urlRefusal(url, policy),
    close: async () => {
      if (undici) await (await undici).agent.close();
    },
  };
}
