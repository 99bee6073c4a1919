import { createMemoryDeduper, dedupeHandler, type BusMessage } from '@lectern/bus';
import { withoutBackgroundVideo } from '@lectern/deck-format/sanitize';
import {
  deckContentDecider,
  deckContentStreamId,
  streamKind,
  type DeckContentEvent,
  type MediaEvent,
} from '@lectern/domain';
import { handle as handleCommand, StreamVersionConflictError, type StoredEvent } from '@lectern/event-store';
import { decksUsingMedia } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';

/**
 * When a video fails processing, the slides that used it as their background lose it
 * (spec/001 §4), as a new content save on each deck, on its latest content; a concurrent save
 * wins and the cleaning is tried again on it.
 */
export function createFailedVideoCleaner(infra: Infrastructure) {
  const logger = infra.logger.child({ component: 'failed-videos' });

  async function clean(deckId: string, mediaId: string, causationId: string) {
    const streamId = deckContentStreamId(deckId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const version = await infra.store.streamVersion(streamId);
      const [latest] = await infra.store.readStream(streamId, { fromVersion: version, toVersion: version });
      if (!latest) return;
      const markup = (latest.data as DeckContentEvent['data']).data;
      const cleaned = withoutBackgroundVideo(markup, mediaId);
      if (cleaned === markup) return;
      try {
        await handleCommand(
          infra.store,
          {
            streamId,
            decider: deckContentDecider,
            command: {
              type: 'SaveDeckContent',
              data: { markup: cleaned, basedOn: version, savedAt: new Date().toISOString(), restoredFrom: null },
            },
            expectedVersion: version,
          },
          { actorId: null, correlationId: causationId, causationId },
        );
        return;
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
      }
    }
    logger.warn({ deckId, mediaId }, 'could not remove a failed background video');
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent & MediaEvent;
    if (event.type !== 'MediaProcessingFailed') return;
    const mediaId = streamKind(event.streamId)!.id;
    for (const deck of await decksUsingMedia(infra.db, mediaId)) await clean(deck.id, mediaId, event.id);
  }

  return {
    subscribe: () =>
      infra.bus.subscribe({
        groupId: 'deck-service',
        topics: ['lectern.media'],
        fromBeginning: true,
        handler: dedupeHandler(createMemoryDeduper(10_000), handle),
      }),
  };
}
