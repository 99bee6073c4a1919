/**
 * Undo and redo as plain values: the states before the present (oldest first), the present, and
 * the states undone (next first). Recording a change drops what was undone. A change still being
 * made (text being typed) shows as `present` while `before` keeps the state it started from, so
 * that the change enters the history as one entry when it is recorded.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly before?: T;
}

/** How many changes can be undone. */
export const HISTORY_LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Enters a change: from the state a change still being made started from, if there is one. */
export function record<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (history.before === undefined && next === history.present) return history;
  const { before = history.present } = history;
  if (next === before) return { past: history.past, present: next, future: history.future };
  return { past: [...history.past, before].slice(-limit), present: next, future: [] };
}

/** Shows a step of a change still being made, without an entry until the change is recorded. */
export function draft<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { ...history, present: next, before: history.before ?? history.present };
}

/** The history with a change still being made entered as it stands. */
const settled = <T>(history: History<T>): History<T> =>
  history.before === undefined ? history : record(history, history.present);

/** Changes the present without a history entry (what is shown or selected). */
export function replacePresent<T>(history: History<T>, next: T): History<T> {
  return next === history.present ? history : { ...history, present: next };
}

export const canUndo = <T>(history: History<T>) => history.past.length > 0 || history.before !== undefined;
export const canRedo = <T>(history: History<T>) => history.future.length > 0;

export function undo<T>(unsettled: History<T>): History<T> {
  const history = settled(unsettled);
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(unsettled: History<T>): History<T> {
  const history = settled(unsettled);
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
