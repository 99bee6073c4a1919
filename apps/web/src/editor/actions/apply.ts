import type { Clipboard } from '../model/clipboard';
import { reconciled, type EditorContext, type EditorState } from '../model/editor-state';
import {
  canRedo,
  canUndo,
  draft,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
  type History,
} from '../history/history';
import type { Action, ActionContext, ActionResult } from './action';

/** Everything an editing session keeps between actions. */
export interface EditorSession {
  readonly history: History<EditorState>;
  readonly clipboard: Clipboard | null;
  /** How many times saving now was asked for: the save scheduler saves when it grows. */
  readonly saveRequests: number;
}

export const startSession = (state: EditorState): EditorSession => ({
  history: startHistory(state),
  clipboard: null,
  saveRequests: 0,
});

export function actionContext(session: EditorSession, context: EditorContext): ActionContext {
  return {
    ...context,
    clipboard: session.clipboard,
    canUndo: canUndo(session.history),
    canRedo: canRedo(session.history),
  };
}

export const isEnabled = <P>(action: Action<P>, session: EditorSession, context: EditorContext) =>
  action.predicate?.(session.history.present, actionContext(session, context)) ?? true;

/**
 * Performs an action on a session: the one path every change takes. A disabled action changes
 * nothing. The result's state enters the undo history when the action records, and replaces the
 * present otherwise; a draft's steps become one entry with the next recorded change. Undo and redo
 * move through the history.
 */
export function applyAction<P>(
  session: EditorSession,
  action: Action<P>,
  payload: P,
  context: EditorContext,
): { session: EditorSession; result: ActionResult } {
  if (!isEnabled(action, session, context)) return { session, result: {} };
  const refused = action.refusal?.(session.history.present);
  if (refused) return { session, result: { notice: { message: refused, type: 'negative' } } };
  const result = action.perform(session.history.present, actionContext(session, context), payload);
  let history = session.history;
  switch (action.history) {
    case 'undo':
      history = undo(history);
      history = replacePresent(history, reconciled(history.present));
      break;
    case 'redo':
      history = redo(history);
      history = replacePresent(history, reconciled(history.present));
      break;
    case 'record':
      // A change that left the deck as it was (a move by zero) is no history entry, unless it ends
      // a change still being made.
      if (result.state)
        history =
          result.state.deck === history.present.deck && history.before === undefined
            ? replacePresent(history, result.state)
            : record(history, result.state);
      break;
    case 'draft':
      if (result.state) history = draft(history, result.state);
      break;
    case 'none':
      if (result.state) history = replacePresent(history, result.state);
      break;
  }
  return {
    session: {
      history,
      clipboard: result.clipboard ?? session.clipboard,
      saveRequests: session.saveRequests + (result.requestSave ? 1 : 0),
    },
    result,
  };
}
