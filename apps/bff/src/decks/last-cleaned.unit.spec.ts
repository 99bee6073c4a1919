import { describe, expect, it } from 'vitest';
import { createLastCleaned } from './last-cleaned.js';

describe("each deck's last cleaned markup", () => {
  it('keeps the latest markup of a deck', () => {
    const kept = createLastCleaned({ maxChars: 100, maxDecks: 10 });
    kept.set('a', 'first');
    kept.set('a', 'second');
    expect(kept.get('a')).toBe('second');
    expect(kept.get('b')).toBeUndefined();
  });

  it('drops the decks saved longest ago past its limits of characters and decks', () => {
    const kept = createLastCleaned({ maxChars: 10, maxDecks: 2 });
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    kept.set('c', 'cccc');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    kept.set('b', 'bbbbbbbb');
    expect([kept.get('b'), kept.get('c')]).toEqual(['bbbbbbbb', undefined]);
    kept.set('d', 'longer than ten');
    expect([kept.get('b'), kept.get('d')]).toEqual(['bbbbbbbb', undefined]);
  });
});
