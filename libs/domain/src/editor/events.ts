import { streamId } from '../streams.js';
/**
 * Who edits a collaborative deck (spec/001 §4 "Handover"): one editor at a time, on a stream of its own
 * (`editor-<deckId>`), so content saves can check it without reading the deck's history.
 */
export type EditorEvent =
  | {
      type: 'EditorChanged';
      data: {
        /** Null once the editor left the deck (removed, or no longer allowed to edit). */
        editorId: string | null;
        previousEditorId: string | null;
        /** free: nobody edited; absent or idle: the editor was away; approved: they let the requester edit. */
        reason: 'free' | 'absent' | 'idle' | 'approved' | 'released';
      };
    }
  | { type: 'EditorHandoverRequested'; data: { userId: string } }
  | { type: 'EditorHandoverCanceled'; data: { userId: string } }
  | { type: 'EditorHandoverDenied'; data: { userId: string; deniedBy: string } };

export const editorStreamId = (deckId: string) => streamId('editor', deckId);
