import type { Page } from 'puppeteer-core';
import type { Queryable } from '@lectern/db';
import type { DeckSettings, ExportOptions } from '@lectern/domain';
import type { PlayerPage } from '@lectern/contracts';
import type { FileStorage } from '@lectern/storage';
import type { WarmBrowser } from '../browser/warm-browser.js';
import { deckMediaFile } from './deck-media.js';
import { openDeckSite, type PlayerAssets, type SiteFiles } from './deck-site.js';
import { playerHtml, playerPage } from './player-page.js';

/** What a PowerPoint export draws as pictures on one slide: some of its blocks, or its whole content but the blocks. */
export interface PictureRequest {
  h: number;
  v: number;
  blockIds: readonly string[];
  /** The slide's content that is not made of blocks (with its background). */
  withoutBlocks: boolean;
}

/** A picture of part of a slide and where it sits, in slide px. */
export interface SlidePicture {
  png: Buffer;
  box: { x: number; y: number; width: number; height: number };
}

export const pictureKey = (h: number, v: number, blockId: string | null) => `${h}/${v}/${blockId ?? '*'}`;

/**
 * A deck as the worker renders it: its markup at one version, its settings and the markup of the
 * theme it follows (drawn on every slide), and whose media it may show.
 */
export interface RenderedDeck {
  ownerId: string;
  title: string;
  markup: string;
  settings: DeckSettings;
  themeHtml: string;
}

export const DEFAULT_EXPORT_OPTIONS: ExportOptions = {
  controls: true,
  separate_fragments: true,
  notes: false,
  margin: 0,
  slide_numbers: false,
};

/**
 * Opens decks in the player on the warm browser: printed as a PDF (the print view), or the
 * first slide as a picture (thumbnails). The page reaches only the player's files and the
 * deck owner's media.
 */
export function createDeckRenderer(deps: {
  browser: WarmBrowser;
  assets: PlayerAssets;
  db: Queryable;
  storage: FileStorage;
}) {
  const files =
    (ownerId: string): SiteFiles =>
    (pathname) =>
      pathname.startsWith('/player/')
        ? deps.assets.get(pathname.slice('/player/'.length))
        : deckMediaFile(deps, ownerId, pathname);

  async function open(
    page: Page,
    deck: RenderedDeck,
    view: PlayerPage['view'],
    options: ExportOptions,
    timeoutMs: number,
  ) {
    const data = playerPage({
      view,
      title: deck.title,
      markup: deck.markup,
      settings: deck.settings,
      themeHtml: deck.themeHtml,
      options,
    });
    await openDeckSite(page, playerHtml(data, '/player/'), files(deck.ownerId), { timeoutMs });
  }

  return {
    /**
     * Pictures of slide parts as the deck shows them (code highlighted, formulas set), at twice
     * the slide's resolution, keyed by `pictureKey`. The deck is laid out at its own size, so
     * page and slide pixels agree.
     */
    pictures(
      deck: RenderedDeck,
      requests: readonly PictureRequest[],
      timeoutMs: number,
    ): Promise<Map<string, SlidePicture>> {
      return deps.browser.withPage(async (page) => {
        const pictures = new Map<string, SlidePicture>();
        await page.setViewport({ width: deck.settings.width, height: deck.settings.height, deviceScaleFactor: 2 });
        await open(page, deck, 'thumbnail', DEFAULT_EXPORT_OPTIONS, timeoutMs);
        for (const request of requests) {
          await page.evaluate(
            (h, v) =>
              new Promise<void>((resolve) => {
                (window as unknown as { Reveal: { slide(h: number, v: number): void } }).Reveal.slide(h, v);
                requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              }),
            request.h,
            request.v,
          );
          const slide = '.slides section.present:not(.stack)';
          for (const blockId of request.blockIds) {
            const found = await page.evaluateHandle(
              (selector, id) =>
                [...document.querySelectorAll(`${selector} .sl-block`)].find(
                  (element) => element.getAttribute('data-block-id') === id,
                ) ?? null,
              slide,
              blockId,
            );
            const box = await found.asElement()?.boundingBox();
            await found.dispose();
            if (!box || box.width < 1 || box.height < 1) continue;
            const png = Buffer.from(
              await deps.browser.inFront(page, () => page.screenshot({ type: 'png', clip: box, omitBackground: true })),
            );
            pictures.set(pictureKey(request.h, request.v, blockId), { png, box });
          }
          if (request.withoutBlocks) {
            const hiding = await page.addStyleTag({ content: `${slide} .sl-block { visibility: hidden !important; }` });
            const box = { x: 0, y: 0, width: deck.settings.width, height: deck.settings.height };
            const png = Buffer.from(
              await deps.browser.inFront(page, () => page.screenshot({ type: 'png', clip: box })),
            );
            pictures.set(pictureKey(request.h, request.v, null), { png, box });
            await hiding.evaluate((element) => element.remove());
          }
        }
        return pictures;
      });
    },

    /** The deck printed by reveal.js's print view: one page per slide (or fragment step), at the deck's size plus the margin. */
    pdf(
      deck: RenderedDeck,
      options: ExportOptions,
      run: { timeoutMs: number; progress?: (percent: number) => Promise<void> },
    ): Promise<Buffer> {
      return deps.browser.withPage(async (page) => {
        const grow = 1 + options.margin / 100;
        await page.setViewport({
          width: Math.floor(deck.settings.width * grow),
          height: Math.floor(deck.settings.height * grow),
        });
        await open(page, deck, 'print', options, run.timeoutMs);
        await run.progress?.(60);
        const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true, timeout: run.timeoutMs });
        return Buffer.from(pdf);
      });
    },

    /** The first slide, still, as a WebP picture `width` pixels wide. */
    firstSlide(deck: RenderedDeck, width: number, timeoutMs: number): Promise<Buffer> {
      return deps.browser.withPage(async (page) => {
        const { width: w, height: h } = deck.settings;
        await page.setViewport({ width: w, height: h, deviceScaleFactor: width / w });
        await open(page, deck, 'thumbnail', DEFAULT_EXPORT_OPTIONS, timeoutMs);
        return Buffer.from(await deps.browser.inFront(page, () => page.screenshot({ type: 'webp', quality: 80 })));
      });
    },
  };
}
export type DeckRenderer = ReturnType<typeof createDeckRenderer>;
