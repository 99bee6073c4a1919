import { BlockList, isIP } from 'node:net';

// Which addresses a server-side fetch of a user's URL may connect to: public unicast only. Loopback,
// private, shared (carrier NAT), link-local (and with it the cloud metadata address 169.254.169.254),
// documentation, benchmarking, multicast and reserved ranges are refused, in IPv4 and IPv6, and an
// IPv4 address written inside an IPv6 one is judged as the IPv4 address it is.

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if it is one. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::(?:ffff(?::0{1,4})?:)?|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::(?:ffff(?::0{1,4})?:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a server-side fetch may connect to this IP address. Anything not an IP address is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const plain = address.replace(/%.*$/, '');
  const ipv4 = embeddedIpv4(plain);
  if (ipv4 !== null) return isIP(ipv4) === 4 && !NOT_PUBLIC.check(ipv4, 'ipv4');
  return !NOT_PUBLIC.check(plain, 'ipv6');
}
