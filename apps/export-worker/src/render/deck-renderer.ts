import type { Page } from 'puppeteer-core';
import type { Queryable } from '@lectern/db';
import type { DeckSettings, ExportOptions } from '@lectern/domain';
import type { PlayerPage } from '@lectern/contracts';
import type { FileStorage } from '@lectern/storage';
import type { WarmBrowser } from '../browser/warm-browser.js';
import { deckMediaFile } from './deck-media.js';
import { openDeckSite, type PlayerAssets, type SiteFiles } from './deck-site.js';
import { playerHtml, playerPage } from './player-page.js';

/** A deck as the worker renders it: its markup at one version, its settings, and whose media it may show. */
export interface RenderedDeck {
  ownerId: string;
  title: string;
  markup: string;
  settings: DeckSettings;
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
    const data = playerPage({ view, title: deck.title, markup: deck.markup, settings: deck.settings, options });
    await openDeckSite(page, playerHtml(data, '/player/'), files(deck.ownerId), { timeoutMs });
  }

  return {
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
        return Buffer.from(await page.screenshot({ type: 'webp', quality: 80 }));
      });
    },
  };
}
export type DeckRenderer = ReturnType<typeof createDeckRenderer>;
