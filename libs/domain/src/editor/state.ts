import type { EditorEvent } from './events.js';

export interface EditorState {
  editorId: string | null;
  /** Who asked the editor to let them edit, oldest first. */
  pending: readonly string[];
}

export const initialEditorState: EditorState = { editorId: null, pending: [] };

const without = (pending: readonly string[], userId: string | null) => pending.filter((id) => id !== userId);

export function evolveEditor(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'EditorChanged':
      return { editorId: event.data.editorId, pending: without(state.pending, event.data.editorId) };
    case 'EditorHandoverRequested':
      return { ...state, pending: [...without(state.pending, event.data.userId), event.data.userId] };
    case 'EditorHandoverCanceled':
    case 'EditorHandoverDenied':
      return { ...state, pending: without(state.pending, event.data.userId) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
