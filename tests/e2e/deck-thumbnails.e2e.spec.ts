import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitUntil } from '@lectern/testing';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const OWNER = 'thumb-artist';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-thumbnails';

const deckMarkup = (title: string) =>
  [1, 2, 3]
    .map(
      (n) =>
        `<section data-id="s${n}" data-background-color="#1e3a8a"><div class="sl-block" data-block-type="text" style="left:80px; top:240px; width:800px; height:auto;"><div class="sl-block-content"><h1 style="color:#ffffff">${title} ${n}</h1></div></div></section>`,
    )
    .join('');

/** Thumbnails of decks, drawn by the export worker after saves, on the profile and in search, and the profile's live preview. */
describe('deck thumbnails', () => {
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let visitorBrowser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;

  /** A deck with content, once its thumbnail has been drawn. */
  async function drawnDeck(title: string, visibility: 'all' | 'self' = 'all') {
    const deck = await createDeck(api, { title, visibility });
    const saved = await api.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: deckMarkup(title), version: deck.version },
    });
    expect(saved.status).toBe(200);
    return waitUntil(
      async () => {
        const { deck: current } = (await (await api.call('GET', `/api/v1/decks/${deck.id}`)).json()) as {
          deck: { id: string; slug: string; thumbnail_url: string | null };
        };
        return current.thumbnail_url ? current : undefined;
      },
      { timeoutMs: 40_000, intervalMs: 250, message: `the thumbnail of ${title}` },
    );
  }

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    // Thumbnails are drawn only by a Lectern that is asked to.
    lectern = await startOwnLectern({ fontList: true, thumbnails: true });
    browser = await launchBrowser();
    visitorBrowser = await launchBrowser();
    ({ page, api } = await signUpAndSignIn(browser, lectern.url, OWNER, PASSWORD));
    await lectern.admin.setPlan(OWNER, 'pro');
  });
  afterAll(async () => {
    await visitorBrowser?.close();
    await browser?.close();
    await lectern?.stop();
  });

  const card = (on: Page, title: string) =>
    on.getByRole('article').filter({ has: on.getByRole('heading', { name: title, exact: true }) });
  const coverWidth = (on: Page, title: string) =>
    card(on, title)
      .locator('img.deck-cover')
      .evaluate((image) => (image as HTMLImageElement).naturalWidth);

  it('shows each deck’s first slide on its card, in search, and to visitors only for decks they may see', async () => {
    const open = await drawnDeck('Harbour tour');
    const hidden = await drawnDeck('Secret harbour', 'self');

    await page.goto(`${lectern.url}/${OWNER}`);
    await expect.poll(() => coverWidth(page, 'Harbour tour')).toBe(520);
    await expect.poll(() => coverWidth(page, 'Secret harbour')).toBe(520);
    expect(await seriousViolationsIn(page, 'profile with thumbnails')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-cards.png` });

    await page.goto(`${lectern.url}/search?search=harbour`);
    await expect.poll(() => coverWidth(page, 'Harbour tour')).toBe(520);

    const visitor = await visitorBrowser.newPage();
    await visitor.goto(`${lectern.url}/${OWNER}`);
    await expect.poll(() => coverWidth(visitor, 'Harbour tour')).toBe(520);
    await expect(card(visitor, 'Secret harbour').count()).resolves.toBe(0);
    const peeked = await visitor.request.get(`${lectern.url}${hidden.thumbnail_url}`);
    expect(peeked.status()).toBe(404);
    const shown = await visitor.request.get(`${lectern.url}${open.thumbnail_url}`);
    expect(shown.status()).toBe(200);
    await visitor.close();
  });

  it('turns a thumbnail into a live preview of the deck, one at a time', async () => {
    await drawnDeck('Ferry timetable');
    await page.goto(`${lectern.url}/${OWNER}`);
    const ferry = card(page, 'Ferry timetable');
    await ferry.getByRole('button', { name: 'Preview Ferry timetable' }).click();
    const frame = page.frameLocator('iframe[title="Preview of Ferry timetable"]');
    await frame.getByRole('heading', { name: 'Ferry timetable 1' }).waitFor();
    await ferry.getByText('1 / 3').waitFor();
    await ferry.getByRole('button', { name: 'Next slide' }).click();
    await ferry.getByText('2 / 3').waitFor();
    await frame.getByRole('heading', { name: 'Ferry timetable 2' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/preview.png` });
    expect(await seriousViolationsIn(page, 'profile with a thumbnail preview')).toEqual([]);

    // Previewing another deck closes the first preview.
    const harbour = card(page, 'Harbour tour');
    await harbour.getByRole('button', { name: 'Preview Harbour tour' }).click();
    await page.locator('iframe[title="Preview of Harbour tour"]').waitFor();
    expect(await page.locator('iframe[title="Preview of Ferry timetable"]').count()).toBe(0);
    expect(await ferry.getByRole('button', { name: 'Preview Ferry timetable' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await harbour.getByRole('button', { name: 'Preview Harbour tour' }).click();
    await harbour.locator('img.deck-cover').waitFor();
  });
});
