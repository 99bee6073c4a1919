import { apiRequest, type Body } from './client';

/** POST /decks/{id}/deck_shares: mails the deck, or one of its private links, to people. */
export const shareDeckByEmail = (deckId: string, share: Body<'deckShareRequest'>['deck_share']) =>
  apiRequest(`/decks/${encodeURIComponent(deckId)}/deck_shares`, { method: 'POST', body: { deck_share: share } });

/** POST /decks/{id}/publish: makes the deck public. */
export const publishDeck = async (deckId: string) =>
  (
    await apiRequest(`/decks/${encodeURIComponent(deckId)}/publish`, {
      method: 'POST',
      body: { visibility: 'all' },
      answer: 'publishResponse',
    })
  ).deck;
