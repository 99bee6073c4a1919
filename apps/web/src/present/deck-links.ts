import type { Deck } from '../api/deck-types';
import { slideAnchor } from './slide-anchor';

type DeckAddress = Pick<Deck, 'slug'> & { user: Pick<Deck['user'], 'username'> };

/** The path of a deck view, built from the owner's username and the slug (spec/001 §2). */
export const deckViewPath = (deck: DeckAddress, view = '') =>
  `/${encodeURIComponent(deck.user.username)}/${encodeURIComponent(deck.slug)}${view ? `/${view}` : ''}`;

/** The editor at the slide the presenter is on. */
export const editorLink = (deck: DeckAddress, indices: { h: number; v?: number }) =>
  `${deckViewPath(deck, 'edit')}${slideAnchor(indices)}`;
