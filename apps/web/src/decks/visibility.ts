import type { DeckCard } from '@lectern/contracts';

/** How a deck's visibility (spec/000 §4) reads on its card. */
export const VISIBILITY_LABELS: Record<DeckCard['visibility'], string> = {
  all: 'Public',
  team: 'Internal',
  self: 'Private',
};

/** What the visibility prompt says once a change is saved (spec/000 §8). */
export const VISIBILITY_CHANGED: Record<DeckCard['visibility'], string> = {
  self: 'Deck is now private',
  team: 'Deck is now internal',
  all: 'Deck is now public',
};

export const VISIBILITY_FAILED = 'Failed to change visibility';
