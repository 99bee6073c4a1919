import type { AskStreamAccess, StreamAccess } from './stream-access.js';

/** How long an answer to "may anyone watch this deck" is used for the joins that follow. */
export const OPEN_ACCESS_TTL_MS = 5000;

/** An answer asked for on behalf of anyone (no credentials), and the room's mark when it was asked. */
export interface OpenAccessEntry {
  at: number;
  mark: number;
  answer: Promise<StreamAccess>;
}

/** Where a deck's entry is kept: in its room, so it lasts no longer than the room's subscription. */
export interface OpenAccessStore {
  openAccess(deckId: string): OpenAccessEntry | undefined;
  rememberOpenAccess(deckId: string, entry: OpenAccessEntry | undefined): void;
  /** The room's count of messages received, for `latestSince`. */
  received(deckId: string): number;
}

/**
 * Whether anyone may watch the deck (a public deck), asked of the BFF without credentials at most
 * every 5 s per deck and process and shared by the joins meanwhile: a viewer whom anyone may be
 * needs no question of their own, so thousands reconnecting at once cost one call. A BFF that
 * cannot be reached is asked again by the next join.
 */
export function createOpenAccess(askAccess: AskStreamAccess, store: OpenAccessStore, now: () => number = Date.now) {
  return async (deckId: string): Promise<{ access: Extract<StreamAccess, { ok: true }>; mark: number } | null> => {
    let entry = store.openAccess(deckId);
    if (!entry || now() - entry.at >= OPEN_ACCESS_TTL_MS) {
      entry = { at: now(), mark: store.received(deckId), answer: askAccess(deckId, {}) };
      store.rememberOpenAccess(deckId, entry);
    }
    const answer = await entry.answer;
    if (!answer.ok && answer.reason === 'unavailable' && store.openAccess(deckId) === entry)
      store.rememberOpenAccess(deckId, undefined);
    return answer.ok ? { access: answer, mark: entry.mark } : null;
  };
}
