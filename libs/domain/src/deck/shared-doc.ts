import type { DeckDocEvent } from './events.js';

/** Accepted updates of one editor's socket, merged into one (`Y.mergeUpdates`), base64. */
export interface EditDeckDoc {
  type: 'EditDeckDoc';
  data: { update: string; authorId: string; editedAt: string };
}

/**
 * The document's full state (base64), at the stream version it was read at (`basedOn`): a
 * compaction, or a seed from the markup of content version `contentVersion`.
 */
export interface CompactDeckDoc {
  type: 'CompactDeckDoc';
  data: { state: string; contentVersion: number; compactedAt: string };
}

export const decideDeckDocEdit = (command: EditDeckDoc): DeckDocEvent[] => [
  { type: 'DeckContentEdited', data: command.data },
];

export const decideDeckDocCompaction = (command: CompactDeckDoc): DeckDocEvent[] => [
  { type: 'DeckDocCompacted', data: command.data },
];
