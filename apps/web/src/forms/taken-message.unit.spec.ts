import { describe, expect, it } from 'vitest';
import { createTakenMessages } from './taken-message';

describe('createTakenMessages', () => {
  it('alternates the two taken messages of spec/002 §5, starting with the first', () => {
    const next = createTakenMessages();
    expect([next(), next(), next(), next()]).toEqual([
      "That one's already taken :(",
      "Sorry, that's taken too",
      "That one's already taken :(",
      "Sorry, that's taken too",
    ]);
  });

  it('starts again for each form', () => {
    createTakenMessages()();
    expect(createTakenMessages()()).toBe("That one's already taken :(");
  });
});
