import type { BusMessage } from '@lectern/bus';
import { deckThumbnailStreamId, DEFAULT_DECK_SETTINGS } from '@lectern/domain';
import { newEventId, type StoredEvent } from '@lectern/event-store';
import { deckContent, findDeckById, listDecksNeedingThumbnails } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { createWorkQueue } from '../jobs/work-queue.js';
import type { DeckRenderer } from '../render/deck-renderer.js';

export const DECK_TOPIC = 'lectern.deck';
/** Card thumbnails are shown about 260 px wide: drawn at twice that for sharp screens. */
export const THUMBNAIL_WIDTH = 520;
const THUMBNAIL_TIMEOUT_MS = 60_000;

/** Events after which a deck's first slide may look different. */
const REDRAWN_AFTER = new Set(['DeckContentSaved', 'DeckSettingsChanged', 'DeckRecovered']);

/**
 * Draws each deck's first slide after its saves: a save (or a change of its settings) waits
 * `debounceMs` for the next one, so a person typing gets one picture once they pause. The
 * picture is stored and recorded as `DeckThumbnailRendered`, which the decks read model shows as
 * the deck's `thumbnail_url`. Decks whose picture is missing or older than their content (a
 * worker stopped before drawing) are drawn when the worker starts.
 */
export function createThumbnailer(deps: {
  infra: Pick<Infrastructure, 'db' | 'store' | 'storage' | 'bus' | 'logger'>;
  renderer: DeckRenderer;
  debounceMs: number;
  now?: () => Date;
}) {
  const { db, store, storage } = deps.infra;
  const logger = deps.infra.logger.child({ component: 'thumbnailer' });
  const now = () => (deps.now ?? (() => new Date()))();
  const pending = new Map<string, NodeJS.Timeout>();

  async function draw(deckId: string) {
    const [deck, content] = await Promise.all([findDeckById(db, deckId), deckContent(db, deckId)]);
    if (!deck || deck.status !== 'active' || !content) return;
    const picture = await deps.renderer.firstSlide(
      {
        ownerId: deck.owner_id,
        title: deck.title,
        markup: content.data,
        settings: { ...DEFAULT_DECK_SETTINGS, ...deck.settings },
      },
      THUMBNAIL_WIDTH,
      THUMBNAIL_TIMEOUT_MS,
    );
    const key = `thumbnails/${deckId}/${now().getTime()}.webp`;
    await storage.put(key, picture, 'image/webp');
    await store.append(
      deckThumbnailStreamId(deckId),
      [
        {
          id: newEventId(),
          type: 'DeckThumbnailRendered',
          data: { version: content.version, key, contentType: 'image/webp', renderedAt: now().toISOString() },
          metadata: { actorId: null, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 'any' },
    );
    if (deck.thumbnail) await storage.delete(deck.thumbnail.key).catch(() => undefined);
  }

  const queue = createWorkQueue({
    concurrency: 1,
    run: (deckId) => draw(deckId).catch((error: unknown) => logger.warn({ err: error, deckId }, 'thumbnail failed')),
  });

  function schedule(deckId: string) {
    clearTimeout(pending.get(deckId));
    pending.set(
      deckId,
      setTimeout(() => {
        pending.delete(deckId);
        queue.add(deckId);
      }, deps.debounceMs).unref(),
    );
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent;
    if (!REDRAWN_AFTER.has(event.type)) return;
    schedule(event.streamId.replace(/^deck-(content-)?/, ''));
  }

  return {
    /** Catches up on stale pictures, then follows the decks' events. */
    async start() {
      for (const deckId of await listDecksNeedingThumbnails(db, 1000)) queue.add(deckId);
      const subscription = await deps.infra.bus.subscribe({
        groupId: 'export-worker-thumbnails',
        topics: [DECK_TOPIC],
        handler: handle,
      });
      return {
        async stop() {
          for (const timer of pending.values()) clearTimeout(timer);
          pending.clear();
          await subscription.stop();
          await queue.drain();
        },
      };
    },
  };
}
