import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDeckMarkup } from './sanitize.js';
import { HOSTILE_CORPUS, HOSTILE_MARKUP_CASES } from './testing/hostile-corpus.js';
import { unsafeParts } from './testing/markup-safety.js';

describe('the sanitizer against hostile markup', () => {
  it('has a corpus in which every case is unsafe before cleaning or shows what is kept', () => {
    const unsafeBefore = HOSTILE_CORPUS.filter(({ markup }) => unsafeParts(markup).length > 0);
    expect(unsafeBefore.length).toBeGreaterThan(HOSTILE_CORPUS.length * 0.9);
  });

  it.each(HOSTILE_CORPUS.map((hostile) => [hostile.name, hostile] as const))('%s', (_name, { markup, clean }) => {
    const cleaned = sanitizeDeckMarkup(markup);
    expect(cleaned).toBe(clean);
    expect(unsafeParts(cleaned)).toEqual([]);
  });

  it('is stable: cleaning clean markup changes nothing', () => {
    for (const { clean } of HOSTILE_CORPUS) expect(sanitizeDeckMarkup(clean)).toBe(clean);
  });
});

describe('the sanitizer against hostile markup strung together', () => {
  it('leaves nothing unsafe whatever the pieces around each other', () => {
    const pieces = fc.constantFrom(
      ...HOSTILE_MARKUP_CASES.map(({ markup }) => markup),
      '<section>',
      '</section>',
      '<div>',
      '</div>',
      '<p>',
      '<svg>',
      '</svg>',
      '<math>',
      '<table>',
      '<a href="',
      '">',
      '<!--',
      '-->',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (chosen) => {
        expect(unsafeParts(sanitizeDeckMarkup(chosen.join('')))).toEqual([]);
      }),
      { numRuns: 5000 },
    );
  });
});
