import { topicForStream, type BusMessage } from '@lectern/bus';
import { THEME_SAMPLE_SLIDE } from '@lectern/deck-format';
import {
  DEFAULT_DECK_SETTINGS,
  streamPrefix,
  themeDeckSettings,
  themeThumbnailDecider,
  themeThumbnailStreamId,
  type ThemeEvent,
  type ThemeFields,
} from '@lectern/domain';
import { handle as handleCommand, newEventId, type StoredEvent } from '@lectern/event-store';
import { findThemeById, listDecksNamingTheme, listThemesNeedingThumbnails } from '@lectern/read-models';
import type { Infrastructure } from '@lectern/service-kit';
import type { DeckRenderer } from '../render/deck-renderer.js';
import { createDebouncedWork } from './debounced-work.js';
import { THUMBNAIL_WIDTH } from './thumbnailer.js';

const THEME_TOPIC = topicForStream(streamPrefix('theme'));
const THUMBNAIL_TIMEOUT_MS = 60_000;
/** The most decks whose pictures one theme change draws again. */
const FOLLOWERS_REDRAWN_MAX = 1000;

/** The theme fields its decks show: a change of any other (its name, palette, snippets) redraws no deck. */
const DRAWN_FIELDS: ReadonlySet<string> = new Set<keyof ThemeFields>([
  'color',
  'font',
  'transition',
  'background_transition',
  'width',
  'height',
  'center',
  'rolling_links',
  'font_typekit',
  'font_google',
  'less',
  'css',
  'html',
]);
const changesLook = (event: ThemeEvent) =>
  event.type === 'ThemeChanged' && Object.keys(event.data.changes).some((field) => DRAWN_FIELDS.has(field));

/**
 * Draws each theme on the sample slide (its look, styling and markup, as its decks show them)
 * after its saves, once they pause `debounceMs`: stored and recorded as `ThemeThumbnailRendered`,
 * which the teams read model keeps as the theme's `thumbnail_url`. A change of how the theme looks
 * also draws again the pictures of the decks that name it (`redrawDeck`). Themes whose picture is
 * missing or older than their last save are drawn when the worker starts.
 */
export function createThemeThumbnailer(deps: {
  infra: Pick<Infrastructure, 'db' | 'store' | 'storage' | 'bus' | 'logger'>;
  renderer: DeckRenderer;
  debounceMs: number;
  redrawDeck: (deckId: string) => void;
  now?: () => Date;
}) {
  const { db, store, storage } = deps.infra;
  const logger = deps.infra.logger.child({ component: 'theme-thumbnailer' });
  const now = () => (deps.now ?? (() => new Date()))();

  async function draw(themeId: string) {
    const theme = await findThemeById(db, themeId);
    if (!theme) return;
    const picture = await deps.renderer.firstSlide(
      {
        // A theme has no owner whose media it may show.
        ownerId: '',
        title: theme.name,
        markup: THEME_SAMPLE_SLIDE,
        settings: { ...DEFAULT_DECK_SETTINGS, ...themeDeckSettings(theme) },
        themeHtml: theme.html,
      },
      THUMBNAIL_WIDTH,
      THUMBNAIL_TIMEOUT_MS,
    );
    const key = `thumbnails/themes/${themeId}/${now().getTime()}.webp`;
    await storage.put(key, picture, 'image/webp');
    await handleCommand(
      store,
      {
        streamId: themeThumbnailStreamId(themeId),
        decider: themeThumbnailDecider,
        command: {
          type: 'RecordThemeThumbnail',
          data: {
            drawn: theme.updated_at.toISOString(),
            key,
            contentType: 'image/webp',
            renderedAt: now().toISOString(),
          },
        },
      },
      { actorId: null, correlationId: newEventId() },
    );
    if (theme.thumbnail) await storage.delete(theme.thumbnail.key).catch(() => undefined);
  }

  const work = createDebouncedWork({
    debounceMs: deps.debounceMs,
    run: (themeId) =>
      draw(themeId).catch((error: unknown) => logger.warn({ err: error, themeId }, 'theme thumbnail failed')),
  });

  async function handle(message: BusMessage) {
    const stored = JSON.parse(message.value.toString()) as StoredEvent;
    if (
      !stored.streamId.startsWith(streamPrefix('theme')) ||
      stored.streamId.startsWith(streamPrefix('themeThumbnail'))
    )
      return;
    const event = stored as StoredEvent & ThemeEvent;
    if (event.type === 'ThemeDeleted') return;
    const themeId = stored.streamId.slice(streamPrefix('theme').length);
    work.schedule(themeId);
    if (changesLook(event))
      for (const deckId of await listDecksNamingTheme(db, themeId, FOLLOWERS_REDRAWN_MAX)) deps.redrawDeck(deckId);
  }

  return {
    /** Catches up on missing and stale pictures, then follows the themes' events. */
    async start() {
      for (const themeId of await listThemesNeedingThumbnails(db, 1000)) work.add(themeId);
      const subscription = await deps.infra.bus.subscribe({
        groupId: 'export-worker-theme-thumbnails',
        topics: [THEME_TOPIC],
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
