import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../external/fetch-json.js';
import { createGiphySource, createUnsplashSource } from './index.js';

/** A local server answering in each provider's response format, recording what it was asked. */
describe('external media search clients', () => {
  const requests: { url: string; authorization?: string }[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push({ url: request.url!, authorization: request.headers.authorization });
      const url = new URL(request.url!, 'http://local');
      if (url.searchParams.get('query') === 'fail' || url.searchParams.get('q') === 'fail') {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      if (url.pathname === '/search/photos') {
        response.end(
          JSON.stringify({
            total: 1,
            total_pages: 1,
            results: [
              {
                id: 'abc',
                width: 4000,
                height: 3000,
                urls: {
                  raw: 'https://images.example/raw',
                  full: 'https://images.example/full',
                  regular: 'https://images.example/regular',
                  small: 'https://images.example/small',
                  thumb: 'https://images.example/thumb',
                },
                links: {
                  html: 'https://unsplash.example/photos/abc',
                  download_location: 'https://api.unsplash.example/photos/abc/download',
                },
                user: { name: 'Ada Photographer', links: { html: 'https://unsplash.example/@ada' } },
              },
            ],
          }),
        );
      } else {
        response.end(
          JSON.stringify({
            data: [
              {
                id: 'g1',
                images: {
                  original: { url: 'https://media.giphy.example/g1.gif', width: '480', height: '270' },
                  fixed_width: {
                    url: 'https://media.giphy.example/g1-200.gif',
                    webp: 'https://media.giphy.example/g1-200.webp',
                    width: '200',
                    height: '113',
                  },
                },
                user: { display_name: 'Gif Maker', profile_url: 'https://giphy.example/gifmaker' },
              },
            ],
            pagination: { total_count: 1, count: 1, offset: 0 },
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks Unsplash with its Client-ID and maps its photos', async () => {
    const results = await createUnsplashSource({ accessKey: 'key-1', baseUrl: base }).search('mountains', {
      limit: 25,
      offset: 25,
    });
    expect(results).toEqual([
      {
        url: 'https://images.example/regular',
        thumb_url: 'https://images.example/small',
        webp_thumb_url: null,
        width: 4000,
        height: 3000,
        download_url: 'https://api.unsplash.example/photos/abc/download',
        meta: { creator_name: 'Ada Photographer', profile_url: 'https://unsplash.example/@ada' },
      },
    ]);
    const asked = requests.at(-1)!;
    expect(asked.authorization).toBe('Client-ID key-1');
    expect(asked.url).toBe('/search/photos?query=mountains&per_page=25&page=2');
  });

  it('asks GIPHY with its key and maps its GIFs', async () => {
    const results = await createGiphySource({ apiKey: 'key-2', baseUrl: base }).search('cats', {
      limit: 25,
      offset: 0,
    });
    expect(results[0]).toMatchObject({
      url: 'https://media.giphy.example/g1.gif',
      webp_thumb_url: 'https://media.giphy.example/g1-200.webp',
      width: 480,
      height: 270,
      meta: { creator_name: 'Gif Maker' },
    });
    expect(requests.at(-1)!.url).toBe('/v1/gifs/search?api_key=key-2&q=cats&limit=25&offset=0&rating=g');
  });

  it('reports a provider failure as a search error', async () => {
    await expect(
      createUnsplashSource({ accessKey: 'k', baseUrl: base }).search('fail', { limit: 25, offset: 0 }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});
