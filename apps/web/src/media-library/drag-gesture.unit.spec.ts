import { describe, expect, it } from 'vitest';
import { dragGhosts, dragReducer, idleDrag, type DragState } from './drag-gesture';

const order = ['a', 'b', 'c', 'd'];
const move = (x: number, y: number, selected: string[] = []) =>
  ({ type: 'move', x, y, selected: new Set(selected), order }) as const;

describe('dragging media onto a tag (spec/001 §2, §9)', () => {
  it('starts a drag only after the pointer has moved 10 px', () => {
    const pressed = dragReducer(idleDrag, { type: 'press', id: 'b', x: 100, y: 100 });
    expect(dragReducer(pressed, move(106, 107))).toBe(pressed);
    expect(dragReducer(pressed, move(106, 108))).toEqual({ phase: 'dragging', ids: ['b'], x: 106, y: 108 });
  });

  it('takes the whole selection along when the grabbed item is selected, in the order shown', () => {
    const pressed = dragReducer(idleDrag, { type: 'press', id: 'c', x: 0, y: 0 });
    expect(dragReducer(pressed, move(20, 0, ['d', 'a', 'c']))).toMatchObject({ ids: ['a', 'c', 'd'] });
    const other = dragReducer(idleDrag, { type: 'press', id: 'b', x: 0, y: 0 });
    expect(dragReducer(other, move(20, 0, ['d', 'a']))).toMatchObject({ ids: ['b'] });
  });

  it('follows the pointer while dragging, ignores moves without a press, and ends', () => {
    const dragging: DragState = { phase: 'dragging', ids: ['a'], x: 0, y: 0 };
    expect(dragReducer(dragging, move(50, 60))).toEqual({ phase: 'dragging', ids: ['a'], x: 50, y: 60 });
    expect(dragReducer(idleDrag, move(50, 60))).toBe(idleDrag);
    expect(dragReducer(dragging, { type: 'end' })).toBe(idleDrag);
  });

  it('draws at most 10 ghosts and counts the others as +N', () => {
    const items = Array.from({ length: 13 }, (_, index) => index);
    expect(dragGhosts(items)).toEqual({ shown: items.slice(0, 10), more: '+3' });
    expect(dragGhosts(items.slice(0, 10))).toEqual({ shown: items.slice(0, 10), more: null });
  });
});
