import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, signedUpClient, type TestClient } from '../testing/client.js';
import { createTestBff, type TestBff } from '../testing/harness.js';

const script = `export const slides = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `slide ${i}`))};`;
const bigDeck = Array.from({ length: 200 }, (_, i) => `<section><h2>Slide ${i}</h2><p>Some text</p></section>`).join(
  '',
);
/** A media file of a compressible type, large enough to be worth it: still sent as stored. */
const svgImage = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
/** The cookies of a client, for requests made beside it (with their own Accept-Encoding). */
const cookiesOf = (client: TestClient) => client.cookieHeader();

describe('compressed and cached answers', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff({
      webFiles: {
        'assets/app-1a2b3c.js': script,
        'assets/app-1a2b3c.js.br': brotliCompressSync(script),
        'assets/app-1a2b3c.js.gz': gzipSync(script),
        'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
      },
    });
  });
  afterAll(async () => {
    await bff.close();
  });

  it('sends a built asset pre-compressed, brotli when accepted and gzip otherwise, cached for a year', async () => {
    const brotli = await bff.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);

    const gzip = await bff.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await bff.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses an SVG of the web app that has no compressed copy, and revalidates it', async () => {
    const svg = await bff.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(svg.headers['content-encoding']).toBe('br');
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('never caches index.html as an asset', async () => {
    const page = await bff.app.inject({
      url: '/explore',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses JSON answers and never lets them be stored', async () => {
    const owner = await signedUpClient(bff.app, 'compress-owner');
    const deck = await createDeck(owner, { title: 'Big' });
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: bigDeck, version: deck.version } });
    expect(saved.statusCode).toBe(200);
    const cookie = cookiesOf(owner);

    const brotli = await bff.app.inject({
      url: `/api/v1/decks/${deck.id}/data`,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(bigDeck.length / 5);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).data).toContain('Slide 199');
    expect(brotli.headers['cache-control']).toMatch(/\bno-store\b/);

    const gzip = await bff.app.inject({
      url: `/api/v1/decks/${deck.id}/data`,
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).version).toBe(saved.json().deck.version);
  });

  it('sends media files as stored', async () => {
    const owner = await signedUpClient(bff.app, 'compress-media');
    const created = await owner.post('/api/v1/media', { media: { type: 'Image', filename: 'dots.svg' } });
    expect(created.statusCode).toBe(201);
    const { media } = created.json() as { media: { id: string } };
    const cookie = cookiesOf(owner);
    const upload = await bff.app.inject({
      method: 'PUT',
      url: `/api/v1/media/${media.id}/file`,
      payload: svgImage,
      headers: { cookie, 'content-type': 'image/svg+xml', 'x-csrf-token': await owner.refreshCsrf() },
    });
    expect(upload.statusCode).toBe(200);
    const file = await bff.app.inject({
      url: `/media-files/${media.id}/original`,
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toMatch(/^<svg[^]*<rect/);
  });
});
