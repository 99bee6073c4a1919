import {
  decideDeck,
  decideDeckContent,
  deckContentStreamId,
  deckStreamId,
  evolveDeck,
  initialDeckState,
} from '@lectern/domain';
import { cleanDeckMarkup } from '@lectern/deck-format/sanitize';
import { mediaIdsIn } from '@lectern/deck-format/sanitize';
import { executeCommand, newEventId, StreamVersionConflictError } from '@lectern/event-store';
import { usableMediaIds, type DeckRow } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { ImportRefusedError } from './imported.js';

const SAVE_ATTEMPTS = 5;

/**
 * Saves `markup` as the deck's new content, cleaned as every save is (the owner's media only),
 * on top of whatever version is there now: an import replaces the content, and the versions
 * before it stay in the deck's revisions. Answers the version saved and its slide count.
 */
export async function replaceDeckContent(
  infra: Pick<Infrastructure, 'db' | 'store'>,
  deck: Pick<DeckRow, 'id' | 'owner_id'>,
  markup: string,
  actorId: string,
  savedAt: string,
): Promise<{ version: number; slides: number }> {
  const owned = await usableMediaIds(infra.db, deck.owner_id, mediaIdsIn(markup));
  const cleaned = cleanDeckMarkup(markup, { keepsMedia: (id) => owned.has(id) });
  if ('problem' in cleaned) throw new ImportRefusedError('tooManyPages', cleaned.problem);
  const streamId = deckContentStreamId(deck.id);
  for (let attempt = 1; ; attempt++) {
    const version = await infra.store.streamVersion(streamId);
    const events = decideDeckContent(
      { type: 'SaveDeckContent', data: { markup, basedOn: version, savedAt, restoredFrom: null, cleaned } },
      { version },
    );
    try {
      await infra.store.append(
        streamId,
        events.map((event) => ({
          id: newEventId(),
          ...event,
          metadata: { actorId, correlationId: newEventId(), causationId: null },
        })),
        { expectedVersion: version === 0 ? 'no_stream' : version },
      );
      return { version: version + 1, slides: cleaned.slides };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

const deckDecider = { decide: decideDeck, evolve: evolveDeck, initialState: initialDeckState };

/** Gives a deck made for an import the slide size of the file it was made from. */
export async function resizeDeck(
  store: Infrastructure['store'],
  deckId: string,
  size: { width: number; height: number },
  actorId: string,
): Promise<void> {
  await executeCommand(
    store,
    deckStreamId(deckId),
    deckDecider,
    { type: 'ChangeSettings', data: { settings: size } },
    { actorId, correlationId: newEventId() },
  );
}
