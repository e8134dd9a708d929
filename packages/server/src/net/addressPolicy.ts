import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The IP address a URL hostname is written as (brackets of IPv6 removed, IPv4-mapped IPv6 turned into IPv4), or null
 * when the hostname is a name. WHATWG URLs have already turned `2130706433` or `0x7f.1` into `127.0.0.1`.
 */
export function ipOfHostname(hostname: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(bare) ? ipaddr.process(bare) : null;
}

/**
 * A public unicast address: not loopback, private, link-local (cloud metadata 169.254.169.254), carrier-grade NAT,
 * unique-local (fd00:ec2::254), multicast, broadcast, unspecified, documentation/benchmark/reserved, nor an IPv6 form
 * that carries an IPv4 inside (NAT64, 6to4, Teredo), which could lead back to any of those.
 */
export function isPublicAddress(address: string): boolean {
  const ip = ipOfHostname(address);
  return ip !== null && ip.range() === 'unicast';
}

export function isLoopbackAddressText(address: string): boolean {
  return ipOfHostname(address)?.range() === 'loopback';
}

/**
 * A hostname that can only mean this machine: a loopback address, `localhost`, or a `.localhost` name (RFC 6761;
 * browsers resolve those to loopback themselves, so DNS cannot point them elsewhere).
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddressText(name);
}
