import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK: readonly string[] = ['127.0.0.0/8', '::1/128'];
/** RFC 1918 and link-local IPv4, unique-local and link-local IPv6: a cluster's or a LAN's own. */
const PRIVATE: readonly string[] = [
  ...LOOPBACK,
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  'fc00::/7',
  'fe80::/10',
];

/** `::ffff:10.1.2.3` (an IPv4 client of a socket listening on `::`) is `10.1.2.3`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function rangesList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** `X-Forwarded-For`, `X-Real-IP` and `Forwarded: for=` addresses; null when one cannot be read. */
function forwardedAddresses(headers: IncomingHttpHeaders): string[] | null {
  const named: string[] = [];
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  for (const name of ['x-forwarded-for', 'x-real-ip']) named.push(...(header(name)?.split(',') ?? []));
  for (const element of header('forwarded')?.split(/[,;]/) ?? []) {
    const match = /^\s*for=(.*)$/i.exec(element);
    if (match)
      named.push(
        match[1]!
          .replace(/^"|"$/g, '')
          .replace(/^\[|\](:\d+)?$/g, '')
          .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
      );
  }
  const addresses = named.map((entry) => plain(entry.trim())).filter(Boolean);
  return addresses.every((address) => isIP(address) !== 0) ? addresses : null;
}

/**
 * Who may read `/metrics`: a request whose peer, and every address a proxy says it came from,
 * is loopback (embedded mode) or loopback and private (an app on its own), or in `allow`
 * (METRICS_ALLOW). A request relayed by the public ingress names its public client, so it is
 * refused even though the ingress itself is on a private address.
 */
export function metricsAccess(options: { scope: 'loopback' | 'private'; allow?: readonly string[] }) {
  const allowed = rangesList([...(options.scope === 'loopback' ? LOOPBACK : PRIVATE), ...(options.allow ?? [])]);
  const permitted = (address: string) => {
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && allowed.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean => {
    const forwarded = forwardedAddresses(headers);
    return remoteAddress !== undefined && forwarded !== null && [remoteAddress, ...forwarded].every(permitted);
  };
}

export type MetricsAccess = ReturnType<typeof metricsAccess>;
