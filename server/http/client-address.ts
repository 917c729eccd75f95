import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The address a request came from: the connection's, or, when the connection
 * comes from a trusted proxy (TOTE_TRUSTED_PROXIES: addresses and CIDR ranges,
 * comma-separated), the nearest address in X-Forwarded-For that is not one of
 * those proxies. Entries to the left of that one are whatever the client wrote
 * and are never believed. Null when there is no connection (in-process tests).
 */
export function clientAddressResolver(trustedProxies: readonly string[]): (c: Context) => string | null {
  const trusted = trustedProxyList(trustedProxies);
  const isTrusted = (address: string) => trusted !== null && trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return (c) => {
    const socket = socketAddress(c);
    if (socket === null || !isTrusted(socket)) return socket;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => plain(hop.trim()));
    let nearest = socket;
    for (let i = hops.length - 1; i >= 0; i--) {
      if (!isIP(hops[i])) break;
      nearest = hops[i];
      if (!isTrusted(nearest)) break;
    }
    return nearest;
  };
}

/** The BlockList of TOTE_TRUSTED_PROXIES entries; a malformed entry stops the server at start. */
export function trustedProxyList(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`TOTE_TRUSTED_PROXIES: "${entry}" is not an address or CIDR range.`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

// An IPv4 client on a dual-stack socket shows as ::ffff:1.2.3.4.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function socketAddress(c: Context): string | null {
  const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return address ? plain(address) : null;
}

/**
 * What per-client limits count: an IPv4 address as it is, an IPv6 address by
 * its /64. Every IPv6 client (a home, a phone, a server) is handed a whole /64,
 * so counting its addresses one by one would give it 2^64 fresh clients.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) sits in the low 64 bits: the prefix ignores it.
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const width = right.some((g) => g.includes('.')) ? 7 : 8;
  const full = address.includes('::') ? [...left, ...Array<string>(Math.max(0, width - left.length - right.length)).fill('0'), ...right] : left;
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
