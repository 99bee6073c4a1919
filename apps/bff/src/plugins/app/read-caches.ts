import fp from 'fastify-plugin';
import type { Deck } from '@lectern/contracts';
import type { Actor } from '@lectern/domain';
import { answerKeys, type DeckRow } from '@lectern/read-models';
import type { DeckPageParts } from '../../deck-pages/deck-page.js';
import { createReadCache, type ReadCache } from '../../read-cache.js';

/** How many public decks' answers are kept, and for how long (their view counts are let lag this long). */
const DECK_ANSWERS = { maxEntries: 2000, ttlMs: 10_000 };
/** How many painted deck pages are kept for visitors without an account, and for how long (as the decks' answers). */
const DECK_PAGES = { maxEntries: 2000, ttlMs: 10_000 };
/** How many signed-in people the policy keeps as it last read them; a safety net expiry besides the notices. */
const ACTORS = { maxEntries: 5000, ttlMs: 60_000 };
/**
 * How many decks' rows the content saves of each person who edits them authorize on (those being
 * edited now: a miss costs one read), and a safety net expiry. A row holds its custom CSS, up to
 * 250,000 characters with its compiled form: 500 rows stay within about 125 MB at worst.
 */
const SAVED_DECK_ROWS = { maxEntries: 500, ttlMs: 60_000 };

export interface ReadCaches {
  /** A deck as an anonymous visitor is answered it, with the row it was authorized on. */
  anonymousDeckAnswers: ReadCache<{ deck: DeckRow; answer: Deck }>;
  /** A deck page as the server paints it for a visitor without an account or a link, by its address. */
  anonymousDeckPages: ReadCache<DeckPageParts>;
  /** A signed-in person as the policy sees them. */
  actors: ReadCache<Actor>;
  /**
   * A deck's row as read for a person whose content saves are authorized on it (`deckRowKeys`):
   * its version, slide count and update time may lag behind the saves, which answer those themselves.
   */
  savedDeckRows: ReadCache<DeckRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCaches: ReadCaches;
  }
}

/** The keys a deck's row is read under but for its content: the deck, its owner, the owner's team and its tags. */
export const deckRowKeys = (deck: DeckRow): string[] => [
  answerKeys.deck(deck.id),
  answerKeys.user(deck.owner_id),
  ...(deck.owner_team_id ? [answerKeys.team(deck.owner_team_id)] : []),
  ...deck.tag_ids.map(answerKeys.tag),
];

/** The keys a deck's answer is read under: its row's, its content's and the theme it names. */
export const deckAnswerKeys = (deck: DeckRow): string[] => [
  ...deckRowKeys(deck),
  answerKeys.deckContent(deck.id),
  ...(deck.settings.theme_id ? [answerKeys.theme(deck.settings.theme_id)] : []),
];

/**
 * Answers every request repeats, kept in this process and dropped as the projections tell what
 * changed (`readModelChanges`, the checkpoint notices): a visibility change, a trash, a save, a
 * plan or team change is seen by the next read.
 */
export default fp<{ readModelChanges: (listener: (touched: readonly string[]) => void) => () => void }>(
  async (app, options) => {
    const caches: ReadCaches = {
      anonymousDeckAnswers: createReadCache(DECK_ANSWERS),
      anonymousDeckPages: createReadCache(DECK_PAGES),
      actors: createReadCache(ACTORS),
      savedDeckRows: createReadCache(SAVED_DECK_ROWS),
    };
    app.decorate('readCaches', caches);
    const stop = options.readModelChanges((touched) => {
      for (const cache of Object.values(caches)) cache.touched(touched);
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'read-caches' },
);
