import { describe, expect, it } from 'vitest';
import { emptySelection, selectionReducer, type Selection, type SelectionEvent } from './range-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const run = (...events: SelectionEvent[]) => events.reduce(selectionReducer, emptySelection);
const ids = (selection: Selection) => [...selection.ids].sort();

describe('profile selection', () => {
  it('toggles a deck on click', () => {
    expect(ids(run({ type: 'toggle', id: 'b' }))).toEqual(['b']);
    expect(ids(run({ type: 'toggle', id: 'b' }, { type: 'toggle', id: 'b' }))).toEqual([]);
  });

  it('selects the range from the last clicked deck on shift-click, either way', () => {
    expect(ids(run({ type: 'toggle', id: 'b' }, { type: 'range', id: 'd', order }))).toEqual(['b', 'c', 'd']);
    expect(ids(run({ type: 'toggle', id: 'd' }, { type: 'range', id: 'a', order }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a range to what is selected and continues from its end', () => {
    const selection = run(
      { type: 'toggle', id: 'a' },
      { type: 'toggle', id: 'c' },
      { type: 'range', id: 'd', order },
      { type: 'range', id: 'e', order },
    );
    expect(ids(selection)).toEqual(['a', 'c', 'd', 'e']);
    expect(selection.anchor).toBe('e');
  });

  it('treats a shift-click without a start as a click', () => {
    expect(ids(run({ type: 'range', id: 'c', order }))).toEqual(['c']);
  });

  it('clears on Escape, tab or tag change', () => {
    const selection = run({ type: 'toggle', id: 'a' }, { type: 'clear' });
    expect(selection).toEqual(emptySelection);
    expect(selectionReducer(emptySelection, { type: 'clear' })).toBe(emptySelection);
  });

  it('deselects decks a filter hides', () => {
    const selection = run(
      { type: 'toggle', id: 'a' },
      { type: 'toggle', id: 'c' },
      { type: 'retain', shown: ['a', 'b'] },
    );
    expect(ids(selection)).toEqual(['a']);
    expect(selection.anchor).toBeNull();
    expect(selectionReducer(selection, { type: 'retain', shown: ['a'] })).toBe(selection);
  });
});
