import { describe, expect, it } from 'vitest';
import { emptySelection, selectionReducer, type Selection, type SelectionEvent } from './range-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const run = (...events: SelectionEvent[]) => events.reduce<Selection>(selectionReducer, emptySelection);
const ids = (selection: Selection) => [...selection.ids].sort();

describe('media selection with shift-click ranges (spec/001 §2)', () => {
  it('toggles an item on click and remembers it as the anchor', () => {
    expect(ids(run({ type: 'toggle', id: 'b' }))).toEqual(['b']);
    expect(run({ type: 'toggle', id: 'b' }, { type: 'toggle', id: 'b' })).toEqual({ ids: new Set(), anchor: 'b' });
  });

  it('selects every item from the anchor to a shift-clicked one, in either direction', () => {
    expect(ids(run({ type: 'toggle', id: 'b' }, { type: 'range', id: 'd', order }))).toEqual(['b', 'c', 'd']);
    expect(ids(run({ type: 'toggle', id: 'd' }, { type: 'range', id: 'a', order }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a range to what was selected before, and starts the next range where it ended', () => {
    const selection = run(
      { type: 'toggle', id: 'a' },
      { type: 'toggle', id: 'e' },
      { type: 'range', id: 'c', order },
      { type: 'range', id: 'b', order },
    );
    expect(ids(selection)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(selection.anchor).toBe('b');
  });

  it('takes a shift-click without an anchor as a plain click', () => {
    expect(ids(run({ type: 'range', id: 'c', order }))).toEqual(['c']);
  });

  it('drops items that are no longer shown, and clears', () => {
    const selection = run({ type: 'toggle', id: 'a' }, { type: 'range', id: 'c', order });
    expect(selectionReducer(selection, { type: 'retain', shown: ['b', 'c', 'd'] })).toEqual({
      ids: new Set(['b', 'c']),
      anchor: 'c',
    });
    expect(selectionReducer(selection, { type: 'retain', shown: order })).toBe(selection);
    expect(selectionReducer(selection, { type: 'clear' })).toBe(emptySelection);
  });
});
