import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_AUTOCOMPLETE_RESULTS } from '@lectern/domain';
import { startGoogleFontsDouble, type GoogleFontsDouble } from '@lectern/testing';
import { createGoogleFontsSource } from '../../fonts/index.js';
import { createClient, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('GET /fonts/google', () => {
  let google: GoogleFontsDouble;
  let bff: TestBff;
  let bare: TestBff;
  let client: TestClient;

  beforeAll(async () => {
    google = await startGoogleFontsDouble();
    bff = await createTestBff({ fontList: createGoogleFontsSource({ apiKey: google.apiKey, baseUrl: google.url }) });
    bare = await createTestBff();
    client = await signedUpClient(bff.app, 'font-picker');
  });
  afterAll(async () => {
    await bff.close();
    await bare.close();
    await google.stop();
  });

  it('answers the whole list, family and variants of each, in the order Google gives', async () => {
    const answer = await client.get('/api/v1/fonts/google');
    expect(answer.statusCode).toBe(200);
    const { configured, items } = answer.json();
    expect(configured).toBe(true);
    expect(items.map((item: { family: string }) => item.family)).toEqual(google.families);
    expect(items[0]).toEqual({ family: 'Roboto', variants: expect.arrayContaining(['regular', '700']) });
    expect(Object.keys(items[0]).sort()).toEqual(['family', 'variants']);
  });

  it(`answers at most ${FONT_AUTOCOMPLETE_RESULTS} families matching what is typed, from the list it holds`, async () => {
    const asked = google.requests.length;
    const families = async (q: string, limit = '') =>
      (await client.get(`/api/v1/fonts/google?q=${encodeURIComponent(q)}${limit}`))
        .json()
        .items.map((item: { family: string }) => item.family);
    expect(await families('Rob')).toEqual([
      'Roboto',
      'Roboto Condensed',
      'Roboto Mono',
      'Roboto Slab',
      'Roboto Flex',
      'Roboto Serif',
    ]);
    expect(await families('o')).toHaveLength(FONT_AUTOCOMPLETE_RESULTS);
    expect(await families('o', '&limit=12')).toHaveLength(12);
    expect(await families('sans')).toEqual(expect.arrayContaining(['Open Sans', 'Noto Sans JP', 'PT Sans']));
    expect(await families('nothing like it')).toEqual([]);
    expect(google.requests.length).toBe(asked);
  });

  it('is for signed-in people only, and refuses a hostile or oversized term', async () => {
    expect((await createClient(bff.app).get('/api/v1/fonts/google?q=rob')).statusCode).toBe(401);
    expect((await client.get(`/api/v1/fonts/google?q=${'r'.repeat(101)}`)).statusCode).toBe(422);
    expect((await client.get('/api/v1/fonts/google?q=rob%00')).statusCode).toBe(422);
    expect((await client.get('/api/v1/fonts/google?q=rob&q=lat')).statusCode).toBe(422);
    for (const limit of ['0', '51', 'ten', '2.5'])
      expect((await client.get(`/api/v1/fonts/google?q=rob&limit=${limit}`)).statusCode).toBe(422);
  });

  it('says plainly that no list is configured, and then suggests nothing', async () => {
    const someone = await signedUpClient(bare.app, 'font-picker-bare');
    for (const path of ['/api/v1/fonts/google', '/api/v1/fonts/google?q=rob'])
      expect((await someone.get(path)).json()).toEqual({ configured: false, items: [] });
  });

  it('answers 409 font_list_failed when Google does not answer and no list is held', async () => {
    google.behaviour = 'error';
    const failing = await createTestBff({
      fontList: createGoogleFontsSource({ apiKey: google.apiKey, baseUrl: google.url }),
    });
    try {
      const answer = await (await signedUpClient(failing.app, 'font-picker-down')).get('/api/v1/fonts/google?q=rob');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('font_list_failed');
    } finally {
      google.behaviour = 'answer';
      await failing.close();
    }
  });
});
