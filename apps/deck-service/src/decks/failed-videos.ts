import { createMemoryDeduper, dedupeHandler, type BusMessage } from '@lectern/bus';
import { withoutBackgroundVideo } from '@lectern/deck-format/sanitize';
import { decideDeckContent, deckContentStreamId, type MediaEvent } from '@lectern/domain';
import { newEventId, StreamVersionConflictError, type StoredEvent } from '@lectern/event-store';
import { deckContent, decksUsingMedia } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';

/**
 * When a video fails processing, the slides that used it as their background lose it
 * (spec/001 §4), as a new content save on each deck; a concurrent save wins and is retried.
 */
export function createFailedVideoCleaner(infra: Infrastructure) {
  const logger = infra.logger.child({ component: 'failed-videos' });

  async function clean(deckId: string, mediaId: string, causationId: string) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const content = await deckContent(infra.db, deckId);
      if (!content) return;
      const cleaned = withoutBackgroundVideo(content.data, mediaId);
      if (cleaned === content.data) return;
      try {
        const events = decideDeckContent(
          {
            type: 'SaveDeckContent',
            data: { markup: cleaned, basedOn: content.version, savedAt: new Date().toISOString(), restoredFrom: null },
          },
          { version: content.version },
        );
        await infra.store.append(
          deckContentStreamId(deckId),
          events.map((event) => ({
            id: newEventId(),
            ...event,
            metadata: { actorId: null, correlationId: causationId, causationId },
          })),
          { expectedVersion: content.version },
        );
        return;
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
        // The read model may lag the newer save; give it a moment before deciding again.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    logger.warn({ deckId, mediaId }, 'could not remove a failed background video');
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent & MediaEvent;
    if (event.type !== 'MediaProcessingFailed') return;
    const mediaId = event.streamId.slice('media-'.length);
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
