import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../external/fetch-json.js';
import type { MediaSearchSource } from '../../media/search/index.js';
import { createClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('media search routes', () => {
  let bff: TestBff;
  let client: TestClient;
  const giphy: MediaSearchSource = {
    name: 'giphy',
    async search(query) {
      if (query === 'broken') throw new ProviderError('down');
      return [
        {
          url: 'https://g/1.gif',
          thumb_url: 'https://g/1s.gif',
          webp_thumb_url: null,
          width: 1,
          height: 1,
          download_url: 'https://g/1.gif',
          meta: { creator_name: null, profile_url: null },
        },
      ];
    },
  };
  beforeAll(async () => {
    bff = await createTestBff({ mediaSearch: [giphy] });
    client = createClient(bff.app);
    await signUp(client, 'searcher');
  });
  afterAll(() => bff.close());

  it('lists the configured sources and searches through them', async () => {
    expect((await client.get('/api/v1/media/search/sources')).json()).toEqual({ sources: ['giphy'] });
    const found = await client.get('/api/v1/media/search?q=cats&type=giphy');
    expect(found.json().results).toHaveLength(1);
  });

  it('says plainly when a source is not configured, or failed', async () => {
    const missing = await client.get('/api/v1/media/search?q=cats&type=unsplash');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('source_not_configured');
    expect((await client.get('/api/v1/media/search?q=broken&type=giphy')).statusCode).toBe(409);
    expect((await client.get(`/api/v1/media/search?q=${'x'.repeat(51)}&type=giphy`)).statusCode).toBe(422);
    expect((await createClient(bff.app).get('/api/v1/media/search?q=cats&type=giphy')).statusCode).toBe(401);
  });
});
