/**
 * Where the current editor is, as presence tells it (a look-up made before deciding): active (online and
 * not idle), idle, or absent (no open editor or review page).
 */
export type EditorPresence = 'active' | 'idle' | 'absent';

export type EditorCommand =
  /** Opening the editor: the seat is taken only when it is free or its holder is away. */
  | { type: 'TakeEditor'; data: { userId: string; editorPresence: EditorPresence } }
  /** The Edit button: takes the seat like TakeEditor, or asks its active holder for it. */
  | { type: 'RequestEditor'; data: { userId: string; editorPresence: EditorPresence } }
  | { type: 'CancelEditorRequest'; data: { userId: string } }
  | { type: 'ApproveEditorRequest'; data: { by: string; userId: string } }
  | { type: 'DenyEditorRequest'; data: { by: string; userId: string } }
  /** Someone may no longer edit the deck (removed, or made a viewer): they leave the seat and the queue. */
  | { type: 'ReleaseEditor'; data: { userId: string } };
