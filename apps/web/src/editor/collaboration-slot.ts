import type { ComponentType } from 'react';
import type { Deck } from '@lectern/contracts';
import type { EditorStore } from './actions/editor-store';

/**
 * What the editor gives the collaboration it is composed with (the edit route passes it, loaded
 * lazily): the editor knows nothing of collaboration beyond this.
 */
export interface EditorCollaborationProps {
  deck: Deck;
  /** Where the toolbar keeps the collaboration menu's button. */
  slot: HTMLElement | null;
  /** The slide shown, and its label ('Slide N', or 'Slide N.M' inside a stack). */
  slide: { id: string | null; label: string };
  slideLabel: (slideId: string | null) => string | null;
  /** Saves what the editor has (before enabling, and before letting someone else edit). */
  saveNow: () => Promise<unknown>;
  /** The editor stops saving: someone else edits now. */
  stopSaving: () => void;
  onDeckChange: (deck: Deck) => void;
  /** The editing store, which a deck edited together keeps in step with its shared document. */
  store: EditorStore;
}

export type EditorCollaboration = ComponentType<EditorCollaborationProps>;
