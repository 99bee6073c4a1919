import { collaborationMessages as messages } from '../collaboration/rules.js';
import { ConflictError, ForbiddenError } from '../errors.js';
import type { EditorCommand, EditorPresence } from './commands.js';
import type { EditorEvent } from './events.js';
import type { EditorState } from './state.js';

/** The seat goes straight to `userId` when nobody holds it or its holder is away; null when it is busy. */
function takenDirectly(state: EditorState, userId: string, presence: EditorPresence): EditorEvent[] | null {
  if (state.editorId === userId) return [];
  if (state.editorId !== null && presence === 'active') return null;
  const reason = state.editorId === null ? 'free' : presence === 'idle' ? 'idle' : 'absent';
  return [{ type: 'EditorChanged', data: { editorId: userId, previousEditorId: state.editorId, reason } }];
}

/** Only the current editor answers requests, and only requests still waiting. */
function answerable(state: EditorState, by: string, userId: string) {
  if (state.editorId !== by) throw new ForbiddenError(messages.notEditor, 'not_editor');
  if (!state.pending.includes(userId)) throw new ConflictError(messages.noRequest, 'no_request');
}

/** The handover protocol of spec/001 §4: one editor at a time, who alone lets someone else take over. */
export function decideEditor(command: EditorCommand, state: EditorState): EditorEvent[] {
  switch (command.type) {
    case 'TakeEditor': {
      const events = takenDirectly(state, command.data.userId, command.data.editorPresence);
      if (events === null) throw new ConflictError(messages.editorBusy, 'editor_busy');
      return events;
    }
    case 'RequestEditor': {
      const { userId, editorPresence } = command.data;
      const events = takenDirectly(state, userId, editorPresence);
      if (events !== null) return events;
      return state.pending.includes(userId) ? [] : [{ type: 'EditorHandoverRequested', data: { userId } }];
    }
    case 'CancelEditorRequest':
      return state.pending.includes(command.data.userId)
        ? [{ type: 'EditorHandoverCanceled', data: { userId: command.data.userId } }]
        : [];
    case 'ApproveEditorRequest': {
      const { by, userId } = command.data;
      answerable(state, by, userId);
      return [{ type: 'EditorChanged', data: { editorId: userId, previousEditorId: by, reason: 'approved' } }];
    }
    case 'DenyEditorRequest': {
      const { by, userId } = command.data;
      answerable(state, by, userId);
      return [{ type: 'EditorHandoverDenied', data: { userId, deniedBy: by } }];
    }
    case 'ReleaseEditor': {
      const { userId } = command.data;
      const events: EditorEvent[] = [];
      if (state.pending.includes(userId)) events.push({ type: 'EditorHandoverCanceled', data: { userId } });
      if (state.editorId === userId)
        events.push({ type: 'EditorChanged', data: { editorId: null, previousEditorId: userId, reason: 'released' } });
      return events;
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
