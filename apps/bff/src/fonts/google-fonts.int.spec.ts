import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleFontsDouble, type GoogleFontsDouble } from '@lectern/testing';
import { ProviderError } from '../external/fetch-json.js';
import { matchingFamilies } from './font-list.js';
import { createGoogleFontsSource, familiesFrom, GOOGLE_FONTS_LIMITS } from './google-fonts.js';

/** The client against a local server answering in the Developer API's own format. */
describe('Google Fonts font list client', () => {
  let google: GoogleFontsDouble;
  let clock: number;
  const source = (apiKey = google.apiKey) => createGoogleFontsSource({ apiKey, baseUrl: google.url, now: () => clock });

  beforeAll(async () => {
    google = await startGoogleFontsDouble();
  });
  afterAll(() => google.stop());
  beforeEach(() => {
    google.behaviour = 'answer';
    google.requests.length = 0;
    clock = 1_000_000;
  });

  it('asks with the key, most popular first, for two fields, and reads every family and its styles', async () => {
    const families = await source().families();
    expect(families.map((item) => item.family)).toEqual(google.families);
    expect(families[0]).toEqual({
      family: 'Roboto',
      variants: ['100', '100italic', '300', '300italic', 'regular', 'italic', '500', '700', '900'],
    });
    const [asked] = google.requests;
    expect(asked?.get('key')).toBe(google.apiKey);
    expect(asked?.get('sort')).toBe('popularity');
    expect(asked?.get('fields')).toBe('items(family,variants)');
  });

  it('asks once a day, one request for callers asking at the same time', async () => {
    const fonts = source();
    await Promise.all([fonts.families(), fonts.families(), fonts.families()]);
    clock += 23 * 60 * 60 * 1000;
    await fonts.families();
    expect(google.requests).toHaveLength(1);
    clock += 2 * 60 * 60 * 1000;
    await fonts.families();
    expect(google.requests).toHaveLength(2);
  });

  it("reports Google's refusal of a wrong key, and waits a minute before asking again", async () => {
    const fonts = source('not-the-key');
    await expect(fonts.families()).rejects.toBeInstanceOf(ProviderError);
    await expect(fonts.families()).rejects.toThrow(/a moment ago/);
    expect(google.requests).toHaveLength(1);
    clock += 61_000;
    await expect(fonts.families()).rejects.toThrow(/answered 400/);
    expect(google.requests).toHaveLength(2);
  });

  it('keeps serving the list it holds while Google fails', async () => {
    const fonts = source();
    await fonts.families();
    google.behaviour = 'error';
    clock += 25 * 60 * 60 * 1000;
    expect(await fonts.families()).toHaveLength(google.families.length);
    expect(google.requests).toHaveLength(2);
  });

  it.each([
    ['a 503', 'error', /answered 503/],
    ['something other than JSON', 'not-json', /other than JSON/],
    ['a body that never ends', 'endless', new RegExp(`more than ${GOOGLE_FONTS_LIMITS.maxBytes} bytes`)],
  ] as const)('refuses %s', async (_, behaviour, problem) => {
    google.behaviour = behaviour;
    await expect(source().families()).rejects.toThrow(problem);
  });

  it('gives up on an answer that does not come in time', async () => {
    google.behaviour = 'silent';
    const fonts = createGoogleFontsSource({ apiKey: google.apiKey, baseUrl: google.url, timeoutMs: 300 });
    const started = performance.now();
    await expect(fonts.families()).rejects.toThrow(/did not answer/);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('familiesFrom', () => {
  it('keeps only usable families, and at most the limit', () => {
    const items = [
      { family: 'Roboto', variants: ['regular'] },
      { family: 'Evil"; } body { color: red', variants: ['regular'] },
      { family: 42, variants: [] },
      { family: 'Lato', variants: Array.from({ length: GOOGLE_FONTS_LIMITS.maxVariants + 1 }, (_, i) => `${i}`) },
      { family: 'Lato' },
      null,
      ...Array.from({ length: GOOGLE_FONTS_LIMITS.maxFamilies }, (_, i) => ({ family: `Family ${i}`, variants: [] })),
    ];
    const families = familiesFrom({ kind: 'webfonts#webfontList', items });
    expect(families[0]).toEqual({ family: 'Roboto', variants: ['regular'] });
    expect(families[1]!.family).toBe('Family 0');
    expect(families).toHaveLength(GOOGLE_FONTS_LIMITS.maxFamilies - 5);
    expect(() => familiesFrom({ error: { code: 400 } })).toThrow(ProviderError);
  });
});

describe('matchingFamilies', () => {
  const list = ['Roboto', 'Open Sans', 'Noto Sans JP', 'Roboto Mono', 'Fira Sans', 'PT Sans', 'Sansita'].map(
    (family) => ({ family, variants: ['regular'] }),
  );
  const families = (typed: string, limit = 10) => matchingFamilies(list, typed, limit).map((item) => item.family);

  it('puts families the term starts first, then those with a word it starts, then the rest', () => {
    expect(families('sans')).toEqual(['Sansita', 'Open Sans', 'Noto Sans JP', 'Fira Sans', 'PT Sans']);
    expect(families('  ROBOTO  ')).toEqual(['Roboto', 'Roboto Mono']);
    expect(families('bot')).toEqual(['Roboto', 'Roboto Mono']);
  });

  it('gives at most the limit, and nothing for an empty term', () => {
    expect(families('o', 3)).toEqual(['Open Sans', 'Roboto', 'Noto Sans JP']);
    expect(families('   ')).toEqual([]);
  });
});
