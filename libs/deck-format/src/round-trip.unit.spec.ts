import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from './parse.js';
import { serialize } from './serialize.js';
import { deckArbitrary } from './testing/deck-arbitrary.js';

describe('round trip', () => {
  it('reads back every deck it writes', () => {
    fc.assert(
      fc.property(deckArbitrary, (deck) => {
        expect(parse(serialize(deck))).toEqual(deck);
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same markup again from what it read', () => {
    fc.assert(
      fc.property(deckArbitrary, (deck) => {
        const markup = serialize(deck);
        expect(serialize(parse(markup))).toBe(markup);
      }),
      { numRuns: 200 },
    );
  });
});
