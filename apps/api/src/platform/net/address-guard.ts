import net from 'node:net';

// Where the image proxy may connect: public unicast addresses only. Everything else could reach
// the server itself, the cinema's LAN or a cloud metadata service (SSRF).

// [first address, prefix length] of IPv4 ranges that are not public unicast.
const privateV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const v4Ranges = privateV4.map(([base, bits]) => ({ base: v4Number(base), size: 2 ** (32 - bits) }));

function isPublicV4(ip: string) {
  const n = v4Number(ip);
  return !v4Ranges.some((r) => n >= r.base && n < r.base + r.size);
}

/** The eight 16-bit groups of an IPv6 address (net.isIP has checked its form). */
function v6Groups(ip: string): number[] {
  let text = ip;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  const v4 = dotted?.[1];
  if (v4) {
    const n = v4Number(v4);
    tail = [Math.floor(n / 65536), n % 65536];
    text = text.slice(0, -v4.length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const halves = text.split('::');
  if (halves.length === 1) return [...parse(text), ...tail];
  const [before = '', after = ''] = halves;
  const left = parse(before);
  const right = [...parse(after), ...tail];
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

function isPublicV6(ip: string) {
  if (ip.includes('%')) return false; // zone ids name a local interface
  const g = v6Groups(ip);
  if (g.length !== 8) return false;
  const [g0 = 0, g1 = 0, , , , , g6 = 0, g7 = 0] = g; // eight groups, checked above
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 rules decide.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return isPublicV4(`${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`);
  }
  // Global unicast is 2000::/3; loopback, unique-local, link-local, multicast and NAT64 are outside it.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments, Teredo
  if (g0 === 0x2002) return false; // 6to4 wraps any IPv4 address
  return true;
}

/** Whether an IP address is public unicast; anything that is not an IP address is not. */
export function isPublicAddress(ip: string): boolean {
  const kind = net.isIP(ip);
  if (kind === 4) return isPublicV4(ip);
  if (kind === 6) return isPublicV6(ip.toLowerCase());
  return false;
}
