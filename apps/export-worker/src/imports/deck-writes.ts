import { deckContentDecider, deckContentStreamId, deckDecider, deckStreamId } from '@lectern/domain';
import { cleanDeckMarkup, mediaIdsIn } from '@lectern/deck-format/sanitize';
import { handle, newEventId } from '@lectern/event-store';
import { usableMediaIds, type DeckRow } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { ImportRefusedError } from './imported.js';

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
  const { version } = await handle(
    infra.store,
    {
      streamId: deckContentStreamId(deck.id),
      decider: deckContentDecider,
      command: (state) => ({
        type: 'SaveDeckContent' as const,
        data: { markup, basedOn: state.version, savedAt, restoredFrom: null, cleaned },
      }),
    },
    { actorId, correlationId: newEventId() },
  );
  return { version, slides: cleaned.slides };
}

/** Gives a deck made for an import the slide size of the file it was made from. */
export async function resizeDeck(
  store: Infrastructure['store'],
  deckId: string,
  size: { width: number; height: number },
  actorId: string,
): Promise<void> {
  await handle(
    store,
    {
      streamId: deckStreamId(deckId),
      decider: deckDecider,
      command: { type: 'ChangeSettings', data: { settings: size } },
    },
    { actorId, correlationId: newEventId() },
  );
}
