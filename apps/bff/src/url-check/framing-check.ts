import { request } from 'node:https';
import { lookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { IFRAME_URL_MAX_LENGTH } from '@lectern/deck-format/constants';
import { isPublicAddress } from './public-address.js';

/**
 * Whether a page lets other sites frame it (spec/001 §5: the iframe field warns when it does not).
 * The server fetches a user's URL here, so every step is held to public https addresses:
 * the host is resolved once, every address it resolves to must be public, and the connection goes
 * to the address that was checked (never resolved again); a redirect is followed only to another
 * https URL that passes the same checks, at most `maxRedirects` times. Only the answer's headers
 * are read (capped in size), within a short timeout.
 */

export const FRAMING_CHECK_LIMITS = {
  timeoutMs: 5000,
  maxRedirects: 3,
  maxHeaderBytes: 16 * 1024,
} as const;

export type FramingRefusal = 'not_https' | 'address_refused' | 'unreachable' | 'too_many_redirects';

/** The URL can not be checked: it is not https, it leads somewhere a server must not fetch, or it did not answer. */
export class FramingCheckRefused extends Error {
  override readonly name = 'FramingCheckRefused';
  constructor(readonly reason: FramingRefusal) {
    super(`The address can not be checked (${reason})`);
  }
}

export interface FramingCheckOptions {
  /** Every address a host name resolves to; DNS by default. */
  resolve?: (hostname: string) => Promise<readonly string[]>;
  /** Which addresses may be connected to; public unicast only by default. */
  isAllowedAddress?: (address: string) => boolean;
  /** Certificate authorities to trust instead of the system's (tests). */
  ca?: string;
  timeoutMs?: number;
  maxRedirects?: number;
}

const dnsResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Whether the answer's headers forbid framing by another site. */
export function forbidsFraming(headers: IncomingHttpHeaders): boolean {
  const frameOptions = String(headers['x-frame-options'] ?? '').toLowerCase();
  if (/\b(deny|sameorigin)\b/.test(frameOptions)) return true;
  const policies = ([] as string[]).concat(headers['content-security-policy'] ?? []);
  return policies.some((policy) => {
    const directive = policy
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .find(([name]) => name === 'frame-ancestors');
    return directive !== undefined && !directive.slice(1).some((source) => source === '*' || source === 'https:');
  });
}

interface Hop {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
}

/** One request to the checked address, reading the headers only. */
function fetchHeaders(url: URL, address: string, options: FramingCheckOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: address,
        servername: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'text/html', 'user-agent': 'Lectern framing check' },
        maxHeaderSize: FRAMING_CHECK_LIMITS.maxHeaderBytes,
        ...(options.ca === undefined ? {} : { ca: options.ca }),
        signal,
        agent: false,
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
        // The body is never read.
        response.destroy();
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The one address to connect to for `url`, after checking every address its host resolves to. */
async function checkedAddress(url: URL, options: FramingCheckOptions): Promise<string> {
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '')
    throw new FramingCheckRefused('not_https');
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly string[];
  try {
    addresses = await (options.resolve ?? dnsResolve)(host);
  } catch {
    throw new FramingCheckRefused('unreachable');
  }
  if (addresses.length === 0) throw new FramingCheckRefused('unreachable');
  if (!addresses.every(isAllowed)) throw new FramingCheckRefused('address_refused');
  return addresses[0]!;
}

/** Whether the page at `address` (an https URL) may be framed by another site. */
export async function checkFraming(address: string, options: FramingCheckOptions = {}): Promise<{ framable: boolean }> {
  if (address.length > IFRAME_URL_MAX_LENGTH || !URL.canParse(address)) throw new FramingCheckRefused('not_https');
  const signal = AbortSignal.timeout(options.timeoutMs ?? FRAMING_CHECK_LIMITS.timeoutMs);
  const maxRedirects = options.maxRedirects ?? FRAMING_CHECK_LIMITS.maxRedirects;
  let url = new URL(address);
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const connectTo = await checkedAddress(url, options);
    let answer: Hop;
    try {
      answer = await fetchHeaders(url, connectTo, options, signal);
    } catch {
      throw new FramingCheckRefused('unreachable');
    }
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      if (!URL.canParse(location, url)) throw new FramingCheckRefused('unreachable');
      url = new URL(location, url);
      continue;
    }
    return { framable: !forbidsFraming(answer.headers) };
  }
  throw new FramingCheckRefused('too_many_redirects');
}
