import type { UpdateDeckRequest } from '@lectern/contracts';
import { apiRequest } from './client';
import { withToken } from './deck-query';
import type { Deck, DeckCopy, KudosState } from './deck-types';

// The deck calls of spec/000 §7.

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;

export interface NewDeck {
  title?: string;
  theme_color?: string;
}

export const createDeck = (deck: NewDeck = {}) =>
  apiRequest<{ deck: Deck }>('/decks', { method: 'POST', body: { deck } }).then(({ deck }) => deck);

export const updateDeck = (deckId: string, deck: UpdateDeckRequest['deck']) =>
  apiRequest<{ deck: Deck }>(deckPath(deckId), { method: 'PUT', body: { deck } }).then((answer) => answer.deck);

export const trashDeck = (deckId: string) => apiRequest<void>(`${deckPath(deckId)}/trash`, { method: 'POST' });

export const recoverDeck = (deckId: string) => apiRequest<void>(`${deckPath(deckId)}/recover`, { method: 'POST' });

/** Permanent deletion; the server accepts it only for a deck in the trash. */
export const destroyDeck = (deckId: string) => apiRequest<void>(deckPath(deckId), { method: 'DELETE' });

/** A copy in the signed-in user's profile: `fork` of someone's deck, `clone` of one's own. */
export const copyDeck = (deckId: string, kind: 'fork' | 'clone') =>
  apiRequest<DeckCopy>(`${deckPath(deckId)}/${kind}`, { method: 'POST' }).then(({ deck }) => deck);

export const giveKudos = (deckId: string, given: boolean) =>
  apiRequest<KudosState>(`${deckPath(deckId)}/kudos/${given ? 'kudo' : 'unkudo'}`, { method: 'POST' });

/** Counts a view; a page opened through a private link counts it with the link's token. */
export const countView = (deckId: string, token?: string) =>
  apiRequest<void>(withToken(`${deckPath(deckId)}/views`, token), { method: 'POST' });

/** Makes a revision's content the deck's content again, as a new save. */
export const restoreRevision = (deckId: string, revisionId: number) =>
  apiRequest<{ deck: Deck }>(`${deckPath(deckId)}/revisions/${revisionId}/restore`, { method: 'POST' }).then(
    ({ deck }) => deck,
  );

export const revisionsPath = (deckId: string) => `${deckPath(deckId)}/revisions`;
