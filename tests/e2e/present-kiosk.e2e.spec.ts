import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import type { ApiSession } from './support/api-session.js';
import { createDeck, plainSlides, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'kiosk-kim';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-present2';
/** The kiosk's poll of `updated_at` (KIOSK_UPDATE_POLL_MS) and a little more. */
const PAST_THE_POLL = '05:01';

/**
 * The timed query options and the kiosk's poll, with the page's clock under the test's control
 * (Playwright's clock, installed before the page loads): minutes pass in an instant.
 */
describe('present views over time: kiosk reload, autoRefresh, autoclose', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let owner: ApiSession;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    owner = await signUp(lectern.url, OWNER, PASSWORD);
  });

  afterAll(async () => {
    await lectern?.stop();
  });

  const deckUrl = (slug: string, view: string, query = '') => `${lectern.url}/${OWNER}/${slug}/${view}${query}`;
  const shownHeading = (name: string) => page.getByRole('heading', { name, exact: true });

  /** Runs `test` in a signed-out visitor's own browser, its clock installed before anything loads. */
  const asVisitor = async (test: () => Promise<void>) => {
    const visitor = await launchBrowser();
    try {
      await visitor.context.clock.install();
      page = await visitor.newPage();
      problems = collectPageProblems(page);
      await test();
    } finally {
      await visitor.close();
    }
  };

  /** Stops the page's time: from here only `fastForward` moves it, however slow the machine is. */
  const holdTime = () => page.clock.pauseAt(Date.now() + 1_000);

  const saveSlides = async (deck: CreatedDeck, data: string) => {
    const saved = await owner.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data, version: deck.version } });
    expect(saved.status, await saved.clone().text()).toBe(200);
  };

  it('reloads a kiosk whose deck grew when it next asks, and shows the new slide', async () => {
    const deck = await createDeck(owner, 'Growing kiosk', plainSlides(2, 'Lobby slide'));
    await asVisitor(async () => {
      await page.goto(deckUrl(deck.slug, 'kiosk', '?autoSlide=2000'));
      await shownHeading('Lobby slide 1').waitFor();
      // Two slides: the kiosk loops from the second back to the first.
      await shownHeading('Lobby slide 2').waitFor({ timeout: 5000 });
      await shownHeading('Lobby slide 1').waitFor({ timeout: 5000 });

      await saveSlides(deck, plainSlides(3, 'Lobby slide'));
      expect(await page.getByRole('heading', { name: 'Lobby slide 3', includeHidden: true }).count()).toBe(0);
      const updatedAtAsked = page.waitForResponse((response) =>
        response.url().endsWith(`/decks/${deck.id}/updated_at`),
      );
      await page.clock.fastForward(PAST_THE_POLL);
      await updatedAtAsked;
      // The reloaded deck starts again and now has a third slide before it loops.
      await shownHeading('Lobby slide 3').waitFor({ timeout: 10_000 });
      await shownHeading('Lobby slide 1').waitFor({ timeout: 5000 });
      await page.screenshot({ path: `${SHOTS}/kiosk-reloaded.png` });
      expect(problems).toEqual([]);
    });
  });

  it('reloads the page after autoRefresh, never sooner than 10 seconds', async () => {
    const deck = await createDeck(owner, 'Refreshing deck', plainSlides(1, 'Morning news'));
    await asVisitor(async () => {
      let loads = 0;
      page.on('load', () => loads++);
      await holdTime();
      await page.goto(deckUrl(deck.slug, 'fullscreen', '?autoRefresh=2000'));
      await shownHeading('Morning news 1').waitFor();
      expect(loads).toBe(1);
      await saveSlides(deck, plainSlides(1, 'Evening news'));

      // 2000 asks for a reload every 2 s; it is clamped to 10 s.
      await page.clock.fastForward(9999);
      await shownHeading('Morning news 1').waitFor();
      expect(loads).toBe(1);
      await Promise.all([page.waitForEvent('load'), page.clock.fastForward(1)]);
      await shownHeading('Evening news 1').waitFor();
      expect(loads).toBe(2);
      expect(problems).toEqual([]);
    });
  });

  it('closes a window opened by another page after autoclose', async () => {
    const deck = await createDeck(owner, 'Closing deck', plainSlides(2, 'Goodbye slide'));
    await asVisitor(async () => {
      await holdTime();
      await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Closing deck' }).waitFor();
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        page.evaluate(
          (url) => void window.open(url, 'lectern-popup'),
          deckUrl(deck.slug, 'fullscreen', '?autoclose=3000'),
        ),
      ]);
      const popupProblems = collectPageProblems(popup);
      await popup.getByRole('heading', { name: 'Goodbye slide 1', exact: true }).waitFor();
      await popup.clock.fastForward(2999);
      await popup.getByRole('heading', { name: 'Goodbye slide 1', exact: true }).waitFor();
      expect(popup.isClosed()).toBe(false);
      await Promise.all([popup.waitForEvent('close'), popup.clock.fastForward(1)]);
      expect(popup.isClosed()).toBe(true);

      // A window nobody opened stays: autoclose only closes popups.
      await page.goto(deckUrl(deck.slug, 'fullscreen', '?autoclose=3000'));
      await shownHeading('Goodbye slide 1').waitFor();
      await page.clock.fastForward(5000);
      await shownHeading('Goodbye slide 1').waitFor();
      expect(page.isClosed()).toBe(false);
      expect(problems).toEqual([]);
      expect(popupProblems).toEqual([]);
    });
  });
});
