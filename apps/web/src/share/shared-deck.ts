import type { DeckCard } from '@lectern/contracts';

/** What the share dialog needs of a deck: the profile's card and the whole deck both have it. */
export type SharedDeck = Pick<DeckCard, 'id' | 'title' | 'slug' | 'visibility'> & { user: DeckCard['user'] };

/** The private link the tabs share, when the dialog shares through one. */
export interface SharedLink {
  id: string;
  token: string;
}
