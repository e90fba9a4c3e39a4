import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a request came from, for limits per client. `socketAddress` is the peer of the
 * connection (Astro's `clientAddress`: it reads X-Forwarded-For only when `security.allowedDomains`
 * is set, which astro.config.mjs does not). Behind `proxyHops` reverse proxies, each appending
 * the address it was called from to X-Forwarded-For, the client is the `proxyHops`-th address
 * from the right: whatever stands further left, the client wrote itself.
 */
export function clientAddressOf(socketAddress: string, forwardedFor: string | null, proxyHops: number): string {
  if (proxyHops <= 0) return socketAddress;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...hops];
  return chain[Math.min(proxyHops, chain.length - 1)] ?? socketAddress;
}

/** The eight 16-bit groups of an IPv6 address (without zone), or undefined. */
function ipv6Groups(address: string): string[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0] ?? '';
  // A trailing dotted IPv4 part (e.g. ::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * What a per-client limit counts by: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:a.b.c.d`), an IPv6 address by its /64 network, since one home or office gets a whole
 * /64 and can take a new address from it for every request.
 */
export function rateLimitKeyOf(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
