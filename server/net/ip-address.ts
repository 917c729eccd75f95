import { BlockList, isIP } from 'node:net';

// Address helpers with no request in sight: the configuration checks TOTE_TRUSTED_PROXIES with them at start,
// and the OTP limits count clients by them.

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
