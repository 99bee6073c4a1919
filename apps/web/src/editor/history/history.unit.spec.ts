import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, replacePresent, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes recorded changes; a new change drops what was undone', () => {
    let history = record(record(startHistory(1), 2), 3);
    history = undo(history);
    expect(history.present).toBe(2);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toBe(3);
    history = record(undo(undo(history)), 9);
    expect(history).toEqual({ past: [1], present: 9, future: [] });
    expect(undo(startHistory(1))).toEqual(startHistory(1));
    expect(redo(startHistory(1))).toEqual(startHistory(1));
  });

  it('keeps at most the limit of entries and changes the present without an entry on request', () => {
    let history = startHistory(0);
    for (let i = 1; i <= 5; i++) history = record(history, i, 3);
    expect(history.past).toEqual([2, 3, 4]);
    expect(replacePresent(history, 7)).toEqual({ past: [2, 3, 4], present: 7, future: [] });
    expect(canUndo(startHistory(0))).toBe(false);
  });
});
