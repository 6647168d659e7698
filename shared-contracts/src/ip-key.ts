/**
 * The key an address is counted under: an IPv4 address as is, an IPv6 address by its /64 prefix (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one caller rotate).
 * `ip` is a socket's or a trusted proxy's address, never free text: an address with a colon is IPv6. No Node
 * module is needed, so the api and the search engine share this one.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
