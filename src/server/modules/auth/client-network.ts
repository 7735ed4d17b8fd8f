import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for in rate limits. One IPv4 address is one client; an
 * IPv6 client usually holds a whole /64 and can hop between its addresses at will, so the /64 is
 * what counts. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
