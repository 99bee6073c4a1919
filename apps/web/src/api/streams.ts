import { apiRequest } from './client';

/** POST /decks/{id}/stream: creates the deck's live stream, or resumes it with its publisher key and last state. */
export const openStream = (deckId: string) =>
  apiRequest(`/decks/${encodeURIComponent(deckId)}/stream`, { method: 'POST', answer: 'streamResponse' });
