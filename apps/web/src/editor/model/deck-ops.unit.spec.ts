import { describe, expect, it } from 'vitest';
import {
  deleteSlide,
  duplicateSlide,
  insertSlideBelow,
  insertStackAfter,
  isHidden,
  LastSlideError,
  moveSlide,
  slideStep,
  toggleHidden,
  withNotes,
} from './deck-ops';
import { counter, deckOf, layoutOf, shape, slide } from './test-blocks';

describe('slides of a deck', () => {
  it('adds a horizontal slide as a stack to the right and a vertical one under the current slide', () => {
    const deck = deckOf([['a'], ['b']]);
    const right = insertStackAfter(deck, 0, slide('x'));
    expect(layoutOf(right.deck)).toEqual([['a'], ['x'], ['b']]);
    expect(right.ref).toEqual({ h: 1, v: 0 });
    const below = insertSlideBelow(deck, { h: 0, v: 0 }, slide('y'));
    expect(layoutOf(below.deck)).toEqual([['a', 'y'], ['b']]);
    expect(below.deck.stacks[0]!.wrapper).toEqual([]);
    expect(below.ref).toEqual({ h: 0, v: 1 });
    expect(layoutOf(deck)).toEqual([['a'], ['b']]);
  });

  it('duplicates a slide with fresh ids next to it, below it inside a vertical stack', () => {
    const deck = { stacks: [{ wrapper: null, slides: [slide('a', [shape('s1')])] }] };
    const copy = duplicateSlide(deck, { h: 0, v: 0 }, counter());
    expect(layoutOf(copy.deck)).toEqual([['a'], ['n1']]);
    expect(copy.deck.stacks[1]!.slides[0]!.blocks.map((b) => b.id)).toEqual(['n2']);
    const stacked = duplicateSlide(deckOf([['a', 'b']]), { h: 0, v: 0 }, counter());
    expect(layoutOf(stacked.deck)).toEqual([['a', 'n1', 'b']]);
  });

  it('deletes a slide but never the last one', () => {
    expect(layoutOf(deleteSlide(deckOf([['a'], ['b']]), { h: 0, v: 0 }).deck)).toEqual([['b']]);
    const fromStack = deleteSlide(deckOf([['a', 'b']]), { h: 0, v: 1 });
    expect(layoutOf(fromStack.deck)).toEqual([['a']]);
    expect(fromStack.deck.stacks[0]!.wrapper).toBeNull();
    expect(fromStack.ref).toEqual({ h: 0, v: 0 });
    expect(() => deleteSlide(deckOf([['a']]), { h: 0, v: 0 })).toThrow(LastSlideError);
    expect(() => deleteSlide(deckOf([['a']]), { h: 0, v: 0 })).toThrow("You can't delete all slides in the deck.");
  });

  it.each([
    ['stack-before', [['c'], ['a'], ['b']], { h: 0, v: 0 }],
    ['stack-after', [['a'], ['c'], ['b']], { h: 1, v: 0 }],
    ['above', [['c', 'a'], ['b']], { h: 0, v: 0 }],
    ['below', [['a', 'c'], ['b']], { h: 0, v: 1 }],
  ] as const)('moves a slide %s a target', (placement, layout, ref) => {
    const moved = moveSlide(deckOf([['a'], ['b', 'c']]), 'c', 'a', placement);
    expect(layoutOf(moved.deck)).toEqual(layout);
    expect(moved.ref).toEqual(ref);
  });

  it('drops the stack a moved slide leaves empty', () => {
    expect(layoutOf(moveSlide(deckOf([['a'], ['b'], ['c']]), 'b', 'c', 'below').deck)).toEqual([['a'], ['c', 'b']]);
  });

  it('hides and shows a slide, and keeps notes only when there is text', () => {
    const hidden = toggleHidden(slide('a'));
    expect(isHidden(hidden)).toBe(true);
    expect(hidden.attributes).toEqual([['data-visibility', 'hidden']]);
    expect(isHidden(toggleHidden(hidden))).toBe(false);
    expect(withNotes(slide('a'), 'Say hello').notes).toBe('Say hello');
    expect(withNotes(slide('a'), '  ').notes).toBeNull();
  });
});

describe('moving a slide one place by keyboard', () => {
  const deck = deckOf([['a'], ['b', 'c'], ['d']]);
  const moved = (ref: { h: number; v: number }, step: 1 | -1) => {
    const to = slideStep(deck, ref, step);
    const id = deck.stacks[ref.h]!.slides[ref.v]!.id;
    return to && layoutOf(moveSlide(deck, id, to.targetId, to.placement).deck);
  };

  it('moves up and down inside a stack', () => {
    expect(moved({ h: 1, v: 1 }, -1)).toEqual([['a'], ['c', 'b'], ['d']]);
    expect(moved({ h: 1, v: 0 }, 1)).toEqual([['a'], ['c', 'b'], ['d']]);
  });

  it('leaves a stack at its ends', () => {
    expect(moved({ h: 1, v: 0 }, -1)).toEqual([['b'], ['a'], ['c'], ['d']]);
    expect(moved({ h: 1, v: 1 }, 1)).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(moved({ h: 0, v: 0 }, 1)).toEqual([['b', 'c'], ['a'], ['d']]);
  });

  it('stops at the first and the last slide', () => {
    expect(slideStep(deck, { h: 0, v: 0 }, -1)).toBeNull();
    expect(slideStep(deck, { h: 2, v: 0 }, 1)).toBeNull();
  });
});
