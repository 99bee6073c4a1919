import type { BusMessage } from '@lectern/bus';
import { deckThumbnailDecider, deckThumbnailStreamId, DEFAULT_DECK_SETTINGS, followedSettings } from '@lectern/domain';
import { handle as handleCommand, newEventId, type StoredEvent } from '@lectern/event-store';
import { deckContent, findDeckById, findFollowedTheme, listDecksNeedingThumbnails } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import { createDebouncedWork } from './debounced-work.js';
import type { DeckRenderer } from '../render/deck-renderer.js';

export const DECK_TOPIC = 'lectern.deck';
/** Card thumbnails are shown about 260 px wide: drawn at twice that for sharp screens. */
export const THUMBNAIL_WIDTH = 520;
const THUMBNAIL_TIMEOUT_MS = 60_000;

/** Events after which a deck's first slide may look different. */
const REDRAWN_AFTER = new Set(['DeckContentSaved', 'DeckSettingsChanged', 'DeckRecovered']);

/**
 * Draws each deck's first slide after its saves: a save (or a change of its settings, or of the
 * theme it follows) waits `debounceMs` for the next one, so a person typing gets one picture once
 * they pause. The
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

  async function draw(deckId: string) {
    const [deck, content] = await Promise.all([findDeckById(db, deckId), deckContent(db, deckId)]);
    if (!deck || deck.status !== 'active' || !content) return;
    const theme = await findFollowedTheme(db, deck);
    const picture = await deps.renderer.firstSlide(
      {
        ownerId: deck.owner_id,
        title: deck.title,
        markup: content.data,
        settings: followedSettings({ ...DEFAULT_DECK_SETTINGS, ...deck.settings }, theme),
        themeHtml: theme?.html ?? '',
      },
      THUMBNAIL_WIDTH,
      THUMBNAIL_TIMEOUT_MS,
    );
    const key = `thumbnails/${deckId}/${now().getTime()}.webp`;
    await storage.put(key, picture, 'image/webp');
    await handleCommand(
      store,
      {
        streamId: deckThumbnailStreamId(deckId),
        decider: deckThumbnailDecider,
        command: {
          type: 'RecordThumbnail',
          data: { version: content.version, key, contentType: 'image/webp', renderedAt: now().toISOString() },
        },
      },
      { actorId: null, correlationId: newEventId() },
    );
    if (deck.thumbnail) await storage.delete(deck.thumbnail.key).catch(() => undefined);
  }

  const work = createDebouncedWork({
    debounceMs: deps.debounceMs,
    run: (deckId) => draw(deckId).catch((error: unknown) => logger.warn({ err: error, deckId }, 'thumbnail failed')),
  });

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent;
    if (!REDRAWN_AFTER.has(event.type)) return;
    work.schedule(event.streamId.replace(/^deck-(content-)?/, ''));
  }

  return {
    /** Draws the deck again once its changes pause (its theme changed). */
    schedule: work.schedule,
    /** Catches up on stale pictures, then follows the decks' events. */
    async start() {
      for (const deckId of await listDecksNeedingThumbnails(db, 1000)) work.add(deckId);
      const subscription = await deps.infra.bus.subscribe({
        groupId: 'export-worker-thumbnails',
        topics: [DECK_TOPIC],
        handler: handle,
      });
      return {
        async stop() {
          await subscription.stop();
          await work.stop();
        },
      };
    },
  };
}
