import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '@lectern/testing';
import { checkFraming } from './framing-check.js';
import { SafeFetchRefused, type SafeFetchOptions } from './safe-fetch.js';
import { isPublicAddress } from './public-address.js';

// A real https server on loopback. By default it must be refused (it is loopback); the positive
// cases reach it under the name `framed.test`, with a resolver and an allow-list that let that
// one name's address through, so every other refusal still applies.

let server: Server;
let port: number;
let ca: string;
let connections = 0;

beforeAll(async () => {
  const { key, cert } = selfSignedCertificate(['framed.test', 'other.test'], ['127.0.0.1']);
  ca = cert;
  server = createServer({ key, cert }, (request, response) => {
    const path = request.url ?? '/';
    if (path === '/deny') response.setHeader('x-frame-options', 'DENY');
    if (path === '/sameorigin') response.setHeader('X-Frame-Options', 'sameorigin');
    if (path === '/csp-none')
      response.setHeader('content-security-policy', "default-src 'self'; frame-ancestors 'none'");
    if (path === '/csp-any') response.setHeader('content-security-policy', 'frame-ancestors *');
    if (path.startsWith('/to?')) {
      response.writeHead(302, { location: new URL(path, 'https://x').searchParams.get('u')! });
      return void response.end();
    }
    if (path === '/silent') return;
    if (path === '/huge-headers') response.setHeader('x-filler', 'a'.repeat(40_000));
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<p>'.padEnd(1_000_000, 'x'));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** `framed.test` and `other.test` are the loopback server, allowed; `inside.test` is a private address. */
const NAMES: Record<string, readonly string[]> = {
  'framed.test': ['127.0.0.1'],
  'other.test': ['127.0.0.1'],
  'inside.test': ['10.0.0.7'],
  'mixed.test': ['93.184.216.34', '192.168.0.10'],
  'metadata.test': ['169.254.169.254'],
};
const allowing = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  resolve: async (name) => NAMES[name] ?? [name],
  isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
  ca,
  ...extra,
});
const at = (path: string, host = 'framed.test') => `https://${host}:${port}${path}`;

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchRefused) return error.reason;
    throw error;
  }
  return 'not refused';
}

describe('the framing check, by default', () => {
  it('refuses the loopback server by address and by name, without connecting', async () => {
    const before = connections;
    expect(await refusal(checkFraming(`https://127.0.0.1:${port}/`, { ca }))).toBe('address_refused');
    expect(await refusal(checkFraming(`https://localhost:${port}/`, { ca }))).toBe('address_refused');
    expect(await refusal(checkFraming(`https://[::1]:${port}/`, { ca }))).toBe('address_refused');
    expect(await refusal(checkFraming(`https://[::ffff:127.0.0.1]:${port}/`, { ca }))).toBe('address_refused');
    expect(connections).toBe(before);
  });

  it('refuses private, link-local and metadata addresses', async () => {
    for (const host of [
      '10.0.0.1',
      '192.168.1.1',
      '172.16.5.4',
      '169.254.169.254',
      '[fe80::1]',
      '[fd00:ec2::254]',
      '0.0.0.0',
    ])
      expect(await refusal(checkFraming(`https://${host}/`))).toBe('address_refused');
  });

  it('refuses anything but https, credentials in the address, and addresses over 2,000 characters', async () => {
    expect(await refusal(checkFraming(`http://framed.test:${port}/`, allowing()))).toBe('not_https');
    expect(await refusal(checkFraming('file:///etc/passwd', allowing()))).toBe('not_https');
    expect(await refusal(checkFraming(`https://a:b@framed.test:${port}/`, allowing()))).toBe('not_https');
    expect(await refusal(checkFraming(`${at('/')}?${'a'.repeat(2000)}`, allowing()))).toBe('not_https');
    expect(await refusal(checkFraming('not a url', allowing()))).toBe('not_https');
  });
});

describe('the framing check, with the test server allowed', () => {
  it('tells a page that may be framed from one that may not', async () => {
    expect(await checkFraming(at('/open'), allowing())).toEqual({ framable: true });
    expect(await checkFraming(at('/csp-any'), allowing())).toEqual({ framable: true });
    expect(await checkFraming(at('/deny'), allowing())).toEqual({ framable: false });
    expect(await checkFraming(at('/sameorigin'), allowing())).toEqual({ framable: false });
    expect(await checkFraming(at('/csp-none'), allowing())).toEqual({ framable: false });
  });

  it('refuses a name when any address it resolves to is not public', async () => {
    expect(await refusal(checkFraming(at('/', 'inside.test'), allowing()))).toBe('address_refused');
    expect(await refusal(checkFraming(at('/', 'mixed.test'), allowing()))).toBe('address_refused');
  });

  it('follows a redirect to an allowed https page, and none into a refused address or to http', async () => {
    const to = (target: string) => at(`/to?u=${encodeURIComponent(target)}`);
    expect(await checkFraming(to(at('/deny', 'other.test')), allowing())).toEqual({ framable: false });
    expect(await refusal(checkFraming(to(`https://127.0.0.2:${port}/`), allowing()))).toBe('address_refused');
    expect(await refusal(checkFraming(to('https://169.254.169.254/latest/meta-data/'), allowing()))).toBe(
      'address_refused',
    );
    expect(await refusal(checkFraming(to(at('/', 'metadata.test')), allowing()))).toBe('address_refused');
    expect(await refusal(checkFraming(to(at('/', 'inside.test')), allowing()))).toBe('address_refused');
    expect(await refusal(checkFraming(to(`http://framed.test:${port}/open`), allowing()))).toBe('not_https');
  });

  it('stops after three redirects', async () => {
    let url = at('/open');
    for (let i = 0; i < 4; i += 1) url = at(`/to?u=${encodeURIComponent(url)}`);
    expect(await refusal(checkFraming(url, allowing()))).toBe('too_many_redirects');
  });

  it('resolves each name once and connects to the address it checked', async () => {
    const asked: string[] = [];
    let calls = 0;
    const options = allowing({
      // A rebinding resolver: allowed the first time, private after.
      resolve: async (name) => {
        asked.push(name);
        calls += 1;
        return calls === 1 ? ['127.0.0.1'] : ['10.0.0.1'];
      },
    });
    expect(await checkFraming(at('/deny'), options)).toEqual({ framable: false });
    expect(asked).toEqual(['framed.test']);
  });

  it('gives up on a server that does not answer in time, and on headers past the cap', async () => {
    expect(await refusal(checkFraming(at('/silent'), allowing({ timeoutMs: 300 })))).toBe('unreachable');
    expect(await refusal(checkFraming(at('/huge-headers'), allowing()))).toBe('unreachable');
  });

  it('refuses a certificate that is not trusted', async () => {
    expect(await refusal(checkFraming(at('/open'), allowing({ ca: undefined })))).toBe('unreachable');
  });
});
