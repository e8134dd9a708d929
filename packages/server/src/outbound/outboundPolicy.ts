import dns from 'node:dns/promises';
import { ipOfHostname, isLoopbackAddressText, isPublicAddress } from '../net/addressPolicy';

/** One address a hostname resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a hostname to every address it has (the system resolver by default; tests give a fake one). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Where the server may call on a brand's behalf (the CRM today): `https://` to public addresses only. A test or
 * development set-up may name one loopback host (`OUTBOUND_ALLOW_LOOPBACK_HOST`) that may be called, over http too,
 * as long as it resolves to loopback only: the fake CRM of the tests.
 */
export interface OutboundPolicy {
  allowLoopbackHost: string | null;
  resolve: HostResolver;
}

/** Why a URL may not be called: not an http(s) URL, plain http, or an address that is not public. */
export type OutboundRefusal = 'invalid' | 'insecure' | 'private' | 'unresolved';

export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    readonly hostname: string,
  ) {
    super(`chamada externa recusada (${reason}): ${hostname}`);
    this.name = 'OutboundRefusedError';
  }
}

const isAllowedLoopbackHost = (hostname: string, policy: Pick<OutboundPolicy, 'allowLoopbackHost'>) =>
  policy.allowLoopbackHost !== null && hostname.toLowerCase() === policy.allowLoopbackHost.toLowerCase();

/** Whether `address` may be connected to for `hostname`: public, or loopback for the one named loopback host. */
export function addressAllowed(
  address: string,
  hostname: string,
  policy: Pick<OutboundPolicy, 'allowLoopbackHost'>,
): boolean {
  if (isAllowedLoopbackHost(hostname, policy)) return isLoopbackAddressText(address);
  return isPublicAddress(address);
}

/**
 * What can be said of a URL without the network: its scheme, and its host when it is an address or a name that
 * always means this machine. Null when it may be called, subject to the address check at connection time.
 */
export function staticRefusal(
  text: string,
  policy: Pick<OutboundPolicy, 'allowLoopbackHost'>,
): OutboundRefusal | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password) return 'invalid';
  const allowedLoopback = isAllowedLoopbackHost(url.hostname, policy);
  if (url.protocol === 'http:' && !allowedLoopback) return 'insecure';
  const literal = ipOfHostname(url.hostname);
  if (literal) return addressAllowed(literal.toString(), url.hostname, policy) ? null : 'private';
  const name = url.hostname.toLowerCase();
  if (!allowedLoopback && (name === 'localhost' || name.endsWith('.localhost'))) return 'private';
  return null;
}

/**
 * Every address of `hostname`, each allowed; throws when it does not resolve or any address is refused (a name that
 * answers one public and one private address could be connected to either).
 */
export async function resolveAllowed(hostname: string, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  const literal = ipOfHostname(hostname);
  let addresses: ResolvedAddress[];
  try {
    addresses = literal
      ? [{ address: literal.toString(), family: literal.kind() === 'ipv6' ? 6 : 4 }]
      : await policy.resolve(hostname);
  } catch {
    throw new OutboundRefusedError('unresolved', hostname);
  }
  if (!addresses.length) throw new OutboundRefusedError('unresolved', hostname);
  if (!addresses.every(({ address }) => addressAllowed(address, hostname, policy)))
    throw new OutboundRefusedError('private', hostname);
  return addresses;
}

/** The check of a URL before it is saved: the static rules, then its current DNS answer. */
export async function urlRefusal(text: string, policy: OutboundPolicy): Promise<OutboundRefusal | null> {
  const refusal = staticRefusal(text, policy);
  if (refusal) return refusal;
  try {
    await resolveAllowed(new URL(text).hostname, policy);
    return null;
  } catch (error) {
    if (error instanceof OutboundRefusedError) return error.reason;
    throw error;
  }
}
