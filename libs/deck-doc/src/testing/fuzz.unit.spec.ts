import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';
import { serialize, type Deck } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import { runConvergenceFuzz } from './fuzz.js';

const compact = (deck: Deck) => {
  const cleaned = cleanDeckMarkup(serialize(deck));
  return 'data' in cleaned ? cleaned.data : cleaned.problem;
};

describe('five people editing through a relay that reorders and drops', () => {
  it.each([1, 2])('ends with one document and one compacted markup (seed %i)', (seed) => {
    const outcome = runConvergenceFuzz({ clients: 5, operations: 400, seed, compact });
    expect(outcome.converged).toBe(true);
    expect(outcome.slides).toBeGreaterThan(0);
  });
});
