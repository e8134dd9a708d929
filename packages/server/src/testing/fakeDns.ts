import type { HostResolver } from '../outbound/outboundPolicy';

/** A public address (documentation ranges are refused as reserved) that tests never connect to. */
export const FAKE_PUBLIC_ADDRESS = '93.184.215.14';

/**
 * The tests' DNS (the sandbox may have none): names in `answers` resolve to what it says, other `.example` names to
 * {@link FAKE_PUBLIC_ADDRESS}, `localhost` to loopback, anything else fails as an unknown name does.
 */
export function fakeDns(answers: Record<string, string[]> = {}): HostResolver {
  return async (hostname) => {
    const name = hostname.toLowerCase();
    const addresses =
      answers[name] ??
      (name.endsWith('.example') ? [FAKE_PUBLIC_ADDRESS] : name === 'localhost' ? ['127.0.0.1'] : null);
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
