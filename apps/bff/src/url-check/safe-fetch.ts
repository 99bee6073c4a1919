import { request } from 'node:https';
import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { IFRAME_URL_MAX_LENGTH } from '@lectern/deck-format/constants';
import { isPublicAddress } from './public-address.js';

/**
 * Every server-side fetch of a URL a person gave (the iframe framing check, media inserted from a
 * URL) goes through here, held to public https addresses: the host is resolved once, every address
 * it resolves to must be public, and the connection goes to the address that was checked (never
 * resolved again); a redirect is followed only to another https URL that passes the same checks,
 * at most `maxRedirects` times; the answer's headers are capped in size, and the whole fetch ends
 * at the timeout.
 */

export const SAFE_FETCH_LIMITS = {
  timeoutMs: 5000,
  maxRedirects: 3,
  maxHeaderBytes: 16 * 1024,
} as const;

export type SafeFetchRefusal = 'not_https' | 'address_refused' | 'unreachable' | 'too_many_redirects' | 'too_large';

/** The URL can not be fetched: it is not https, it leads somewhere a server must not fetch, it did not answer, or its answer is too large. */
export class SafeFetchRefused extends Error {
  override readonly name = 'SafeFetchRefused';
  constructor(readonly reason: SafeFetchRefusal) {
    super(`The address can not be fetched (${reason})`);
  }
}

export interface SafeFetchOptions {
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

/** One request to the checked address; the answer's body is left unread. */
function get(
  url: URL,
  address: string,
  options: SafeFetchOptions,
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: address,
        servername: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept, 'user-agent': 'Lectern' },
        maxHeaderSize: SAFE_FETCH_LIMITS.maxHeaderBytes,
        ...(options.ca === undefined ? {} : { ca: options.ca }),
        signal,
        agent: false,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The one address to connect to for `url`, after checking every address its host resolves to. */
async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<string> {
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') throw new SafeFetchRefused('not_https');
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly string[];
  try {
    addresses = await (options.resolve ?? dnsResolve)(host);
  } catch {
    throw new SafeFetchRefused('unreachable');
  }
  if (addresses.length === 0) throw new SafeFetchRefused('unreachable');
  if (!addresses.every(isAllowed)) throw new SafeFetchRefused('address_refused');
  return addresses[0]!;
}

/**
 * GETs a public https `address`, following allowed redirects: the last answer, its body unread
 * (the caller reads or destroys it; the timeout still ends it).
 */
export async function safeGet(address: string, options: SafeFetchOptions, accept: string): Promise<IncomingMessage> {
  if (address.length > IFRAME_URL_MAX_LENGTH || !URL.canParse(address)) throw new SafeFetchRefused('not_https');
  const signal = AbortSignal.timeout(options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs);
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  let url = new URL(address);
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const connectTo = await checkedAddress(url, options);
    let answer: IncomingMessage;
    try {
      answer = await get(url, connectTo, options, accept, signal);
    } catch {
      throw new SafeFetchRefused('unreachable');
    }
    const status = answer.statusCode ?? 0;
    const location = answer.headers.location;
    if (status >= 300 && status < 400 && location) {
      answer.destroy();
      if (!URL.canParse(location, url)) throw new SafeFetchRefused('unreachable');
      url = new URL(location, url);
      continue;
    }
    return answer;
  }
  throw new SafeFetchRefused('too_many_redirects');
}
