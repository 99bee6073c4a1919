import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, draft, record, redo, replacePresent, startHistory, undo } from './history';

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

  it('enters the steps of a change still being made as one entry when the change is recorded', () => {
    let history = draft(draft(record(startHistory(0), 1), 2), 3);
    expect(history.present).toBe(3);
    expect(history.past).toEqual([0]);
    history = record(history, 4);
    expect(history).toEqual({ past: [0, 1], present: 4, future: [] });
    expect(undo(history).present).toBe(1);
  });

  it('enters a change still being made before undoing or redoing across it', () => {
    const drafted = draft(startHistory(1), 2);
    expect(canUndo(drafted)).toBe(true);
    const undone = undo(drafted);
    expect(undone).toEqual({ past: [], present: 1, future: [2] });
    expect(redo(undone).present).toBe(2);
    expect(record(drafted, 1)).toEqual(startHistory(1));
  });
});
