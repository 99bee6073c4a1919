import { describe, expect, it } from 'vitest';
import { canDragDecks, draggedDeckIds, dragReducer, idleDrag, type DragEvent } from './drag-gesture';

const order = ['a', 'b', 'c', 'd'];
const move = (x: number, y: number, selected: string[] = []): DragEvent => ({
  type: 'move',
  x,
  y,
  selected: new Set(selected),
  order,
});
const run = (...events: DragEvent[]) => events.reduce(dragReducer, idleDrag);

describe('drag threshold', () => {
  it('stays pressed until the pointer has moved more than 10 px', () => {
    expect(run({ type: 'press', deckId: 'b', x: 100, y: 100 }, move(106, 108)).phase).toBe('pressed');
    expect(run({ type: 'press', deckId: 'b', x: 100, y: 100 }, move(110, 100)).phase).toBe('pressed');
    expect(run({ type: 'press', deckId: 'b', x: 100, y: 100 }, move(108, 107))).toEqual({
      phase: 'dragging',
      deckIds: ['b'],
      x: 108,
      y: 107,
    });
  });

  it('follows the pointer once dragging, and ends on release or cancel', () => {
    const dragging = run({ type: 'press', deckId: 'a', x: 0, y: 0 }, move(20, 0), move(300, 40));
    expect(dragging).toMatchObject({ phase: 'dragging', x: 300, y: 40 });
    expect(dragReducer(dragging, { type: 'release' })).toBe(idleDrag);
    expect(dragReducer(dragging, { type: 'cancel' })).toBe(idleDrag);
  });

  it('ignores moves without a press', () => {
    expect(run(move(50, 50))).toBe(idleDrag);
  });

  it('takes the selected decks along when the grabbed one is selected', () => {
    expect(run({ type: 'press', deckId: 'c', x: 0, y: 0 }, move(0, 20, ['d', 'a', 'c']))).toMatchObject({
      deckIds: ['a', 'c', 'd'],
    });
    expect(draggedDeckIds('b', new Set(['a', 'c']), order)).toEqual(['b']);
  });
});

describe('canDragDecks', () => {
  it('needs tags, a screen of 760 px or more and no touch device', () => {
    expect(canDragDecks({ tagCount: 1, viewportWidth: 760, touchDevice: false })).toBe(true);
    expect(canDragDecks({ tagCount: 0, viewportWidth: 1440, touchDevice: false })).toBe(false);
    expect(canDragDecks({ tagCount: 2, viewportWidth: 759, touchDevice: false })).toBe(false);
    expect(canDragDecks({ tagCount: 2, viewportWidth: 1440, touchDevice: true })).toBe(false);
  });
});
