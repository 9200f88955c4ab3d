import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, for the SMS gate's per-network count (decision 105):
 * its /24 for IPv4 ("203.0.113.0/24"), its /64 for IPv6 ("2001:db8:0:1::/64", one household or server).
 * An IPv4 address written as IPv6 (::ffff:203.0.113.7) is IPv4. Anything else is its own network.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // an embedded IPv4 tail (::1.2.3.4) is two groups; the /64 never reaches it
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The range a UK number belongs to: the first 8 digits of its national number ("+447700900123" → "07700900",
 * a block of 1,000 numbers), for the SMS gate's per-range count (decision 105). Not a UK number: itself.
 */
export function numberRangeOf(e164: string): string {
  if (!/^\+44\d{9,10}$/.test(e164)) return e164;
  return `0${e164.slice(3)}`.slice(0, 8);
}
