import { createHash } from 'node:crypto';

/**
 * The network a report comes from: an IPv4 address as is, an IPv6 one cut to its /64 (one subscriber's line gets a
 * whole /64, so counting single IPv6 addresses would let one line count as millions).
 */
export function reportingNetwork(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** What is stored of a reporting network: enough to count per address, nothing to read back. */
export function networkDigest(ip: string): string {
  return createHash('sha256').update(reportingNetwork(ip)).digest('hex');
}
