import { isIP } from 'node:net';
import type { Context } from 'hono';
import { trustedProxyList } from '../net/ip-address';

// What per-client limits count lives with the other address helpers, below the request layer.
export { clientKey } from '../net/ip-address';

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

// An IPv4 client on a dual-stack socket shows as ::ffff:1.2.3.4.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function socketAddress(c: Context): string | null {
  const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return address ? plain(address) : null;
}
