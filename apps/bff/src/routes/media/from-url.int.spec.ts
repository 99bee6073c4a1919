import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidFileMessage, mediaMessages, PLAN_LIMITS } from '@lectern/domain';
import { selfSignedCertificate } from '@lectern/testing';
import { signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/**
 * POST /media/from_url (spec/001 §2 "inserting from a URL"): the server fetches the file through
 * the same checks as the framing check and stores it as an upload. The files are served by a real
 * https server on loopback, reached as `files.test`: one Lectern refuses it (loopback, as it must),
 * the other resolves that one name to it and trusts its certificate, so every other refusal still applies.
 */

const LIMIT = PLAN_LIMITS.default.imageUploadLimit;
let server: Server;
let port: number;
let ca: string;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const { key, cert } = selfSignedCertificate(['files.test', 'inside.test']);
  ca = cert;
  server = createServer({ key, cert }, (request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/to?')) {
      response.writeHead(302, { location: new URL(path, 'https://x').searchParams.get('u')! });
      return void response.end();
    }
    if (path === '/photo%20one.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/drawing.svg')
      return void response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
        );
    if (path === '/page.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    if (path === '/missing.png') return void response.writeHead(404).end();
    if (path === '/declared-huge.png')
      return void response.writeHead(200, { 'content-length': LIMIT + 1, 'content-type': 'image/png' }).end();
    if (path === '/endless.png') {
      // No length said: the fetch must stop on its own once the limit is passed.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(png);
      const chunk = Buffer.alloc(64 * 1024);
      const more = () => {
        while (response.write(chunk));
        if (!response.destroyed) response.once('drain', more);
      };
      return more();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const at = (path: string, host = 'files.test') => `https://${host}:${port}${path}`;
const fromUrl = (client: TestClient, url: string, type?: 'Image' | 'Video') =>
  client.post('/api/v1/media/from_url', { media: { url, ...(type ? { type } : {}) } });
const libraryCount = async (client: TestClient) => (await client.get('/api/v1/media')).json().total as number;

describe('media from a URL, as Lectern runs', () => {
  let bff: TestBff;
  let client: TestClient;
  beforeAll(async () => {
    bff = await createTestBff();
    client = await signedUpClient(bff.app, 'urlfetcher');
  });
  afterAll(() => bff.close());

  it('refuses loopback, private, link-local and metadata addresses, and plain http, storing nothing', async () => {
    for (const url of [
      at('/photo%20one.png'),
      at('/photo%20one.png', '127.0.0.1'),
      `https://localhost:${port}/photo%20one.png`,
      'https://[::1]/a.png',
      'https://10.0.0.1/a.png',
      'https://192.168.1.1/a.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/a.png',
      'http://example.com/a.png',
    ]) {
      const answer = await fromUrl(client, url);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().error.message, url).toBe(
        url.includes('files.test') ? mediaMessages.urlUnreachable : mediaMessages.urlRefused,
      );
    }
    expect(await libraryCount(client)).toBe(0);
  });

  it('is for signed-in people only', async () => {
    const anonymous = await bff.app.inject({
      method: 'POST',
      url: '/api/v1/media/from_url',
      payload: { media: { url: 'https://example.com/a.png' } },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});

describe('media from a URL, with the test server allowed', () => {
  let bff: TestBff;
  let client: TestClient;
  beforeAll(async () => {
    bff = await createTestBff({
      urlFetch: {
        resolve: async (name) => ({ 'files.test': ['127.0.0.1'], 'inside.test': ['10.0.0.7'] })[name] ?? [name],
        isAllowedAddress: (address) => address === '127.0.0.1',
        ca,
      },
    });
    client = await signedUpClient(bff.app, 'urlfetcher2');
  });
  afterAll(() => bff.close());

  it('stores an image from the address as an upload, named after it, ready to show', async () => {
    const answer = await fromUrl(client, at('/photo%20one.png'), 'Image');
    expect(answer.statusCode).toBe(201);
    const { media } = answer.json();
    expect(media).toMatchObject({ type: 'Image', filename: 'photo one.png', content_type: 'image/png' });
    expect(media.status).not.toBe('waiting');
    const file = await client.get(media.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('cleans an SVG as it cleans an uploaded one', async () => {
    const answer = await fromUrl(client, at('/drawing.svg'));
    expect(answer.statusCode).toBe(201);
    const svg = (await client.get(answer.json().media.url)).body;
    expect(svg).toContain('<rect');
    expect(svg).not.toMatch(/script|onload/i);
  });

  it('refuses a redirect into a loopback, private or link-local address', async () => {
    const to = (target: string) => at(`/to?u=${encodeURIComponent(target)}`);
    const before = await libraryCount(client);
    for (const target of [
      `https://127.0.0.2:${port}/photo%20one.png`,
      at('/photo%20one.png', 'inside.test'),
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/a.png',
      `http://files.test:${port}/photo%20one.png`,
    ]) {
      const answer = await fromUrl(client, to(target));
      expect(answer.statusCode, target).toBe(422);
      expect(answer.json().error.message, target).toBe(mediaMessages.urlRefused);
    }
    expect(await libraryCount(client)).toBe(before);
  });

  it('refuses an answer larger than the plan allows, whether it says so or not', async () => {
    const tooLarge = invalidFileMessage(PLAN_LIMITS.default);
    const before = await libraryCount(client);
    const declared = await fromUrl(client, at('/declared-huge.png'));
    expect(declared.statusCode).toBe(422);
    expect(declared.json().error.message).toBe(tooLarge);
    const endless = await fromUrl(client, at('/endless.png'));
    expect(endless.statusCode).toBe(422);
    expect(endless.json().error.message).toBe(tooLarge);
    expect(await libraryCount(client)).toBe(before);
  });

  it('refuses what is not media, or not the kind asked for, and a missing file', async () => {
    const before = await libraryCount(client);
    expect((await fromUrl(client, at('/page.html'))).json().error.message).toBe(
      invalidFileMessage(PLAN_LIMITS.default),
    );
    expect((await fromUrl(client, at('/photo%20one.png'), 'Video')).statusCode).toBe(422);
    expect((await fromUrl(client, at('/missing.png'))).json().error.message).toBe(mediaMessages.urlUnreachable);
    expect(await libraryCount(client)).toBe(before);
  });
});
