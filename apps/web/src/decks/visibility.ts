import type { DeckCard } from '../api/deck-types';

/** How a deck's visibility (spec/000 §4) reads on its card. */
export const VISIBILITY_LABELS: Record<DeckCard['visibility'], string> = {
  all: 'Public',
  team: 'Internal',
  self: 'Private',
};
