import { describe, expect, it } from 'vitest';
import { DECK_TITLE_MAX_LENGTH, deckMessages, deckSlugProblem, deckTitleProblem } from './settings.js';

describe('deckTitleProblem (spec/000 §5)', () => {
  it('refuses an empty or blank title', () => {
    expect(deckTitleProblem('')).toBe(deckMessages.empty);
    expect(deckTitleProblem('   ')).toBe(deckMessages.empty);
  });
  it(`refuses more than ${DECK_TITLE_MAX_LENGTH} characters`, () => {
    expect(deckTitleProblem('x'.repeat(DECK_TITLE_MAX_LENGTH))).toBeUndefined();
    expect(deckTitleProblem('x'.repeat(DECK_TITLE_MAX_LENGTH + 1))).toBe(deckMessages.invalidTitle);
  });
});

describe('deckSlugProblem (spec/000 §5)', () => {
  it('refuses an empty slug', () => expect(deckSlugProblem('')).toBe('Can not be empty'));
  it('refuses one character, spaces and characters beyond letters, digits, - and _', () => {
    for (const slug of ['a', 'a b', ' ab', 'ab/c', 'ab.c', 'äb', 'x'.repeat(101)])
      expect(deckSlugProblem(slug), slug).toBe('Please enter a valid URL');
  });
  it('takes letters, digits, - and _', () => {
    for (const slug of ['ab', 'Q3_review-2026', '42']) expect(deckSlugProblem(slug), slug).toBeUndefined();
  });
});
