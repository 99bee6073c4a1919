import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'live-lena';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-live';

const LIVE_MARKUP =
  `<section data-id="l1"><h2>Live one</h2></section>` +
  `<section data-id="l2"><h2>Live two</h2><ul><li class="fragment">First reveal</li><li class="fragment">Second reveal</li></ul></section>` +
  `<section data-id="l3"><h2>Live three</h2></section>` +
  `<section data-id="l4"><h2>Live four</h2></section>`;

/** The heading of the slide a page shows (reveal.js hides the others from the accessibility tree). */
const shownSlide = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Live talk' }).getByRole('heading', { name, exact: true });
const visibleFragments = (page: Page) => page.locator('.reveal .slides section.present .fragment.visible').count();

describe('presenting live: the audience follows the presenter', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let presenterBrowser: LaunchedBrowser;
  let audienceBrowser: LaunchedBrowser;
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    [presenterBrowser, audienceBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
    await mkdir(SHOTS, { recursive: true });
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, 'Live talk', LIVE_MARKUP, { visibility: 'all' });
  });

  afterAll(async () => {
    await presenterBrowser?.close();
    await audienceBrowser?.close();
    await lectern?.stop();
  });

  it('waits for the presenter, follows slides and fragments, and recovers after the realtime server restarts', async () => {
    // The audience arrives first: the page clock lets the 10 s waits pass in an instant.
    const viewer = await audienceBrowser.newPage();
    const viewerProblems = collectPageProblems(viewer);
    await viewer.clock.install();
    await viewer.goto(`${lectern.url}/${OWNER}/${deck.slug}/live`);
    const notice = viewer.getByRole('status', { name: 'Connection' });
    await notice.getByText('Waiting for presenter').waitFor();
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in (10|9)s/);
    await viewer.screenshot({ path: `${SHOTS}/viewer-waiting.png` });
    await viewer.clock.fastForward(5000);
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in [45]s/);
    // Asked again after 10 s, still nobody presents: the countdown starts over.
    await viewer.clock.fastForward(5000);
    await expect.poll(() => notice.textContent()).toMatch(/Retrying in (10|9)s/);

    // The presenter goes from the deck page to the presenter, and from there to presenting live.
    const presenter = await presenterBrowser.newPage();
    const presenterProblems = collectPageProblems(presenter);
    await presenter.clock.install();
    await signIn(presenter, lectern.url, OWNER, PASSWORD);
    await presenter.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await presenter.getByRole('link', { name: 'Present', exact: true }).click();
    await presenter.getByRole('link', { name: 'Present Live' }).click();
    await presenter.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/live/server`);
    const controls = presenter.getByRole('region', { name: 'Live presentation controls' });
    await controls.getByText(/^Live ·/).waitFor();
    expect(await controls.getByRole('textbox', { name: 'Live presentation link' }).inputValue()).toBe(
      `${lectern.url}/${OWNER}/${deck.slug}/live`,
    );
    await presenter.screenshot({ path: `${SHOTS}/presenter-panel.png` });
    // Nothing is published before the presenter starts.
    await notice.getByText('Waiting for presenter').waitFor();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();

    await shownSlide(viewer, 'Live one').waitFor();
    await notice.getByText('Waiting for presenter').waitFor({ state: 'detached' });
    for (const [key, slide, fragments] of [
      ['ArrowRight', 'Live two', 0],
      ['ArrowRight', 'Live two', 1],
      ['ArrowRight', 'Live two', 2],
      ['ArrowLeft', 'Live two', 1],
      ['ArrowRight', 'Live two', 2],
      ['ArrowRight', 'Live three', 0],
    ] as const) {
      await presenter.keyboard.press(key);
      await shownSlide(viewer, slide).waitFor();
      await expect.poll(() => visibleFragments(viewer)).toBe(fragments);
    }
    await viewer.screenshot({ path: `${SHOTS}/viewer-following.png` });

    // The realtime server goes away for a while: both sides lose the connection.
    await lectern.restartRealtime(async () => {
      await viewer.clock.fastForward(10_000);
      await notice.getByText(/Lost connection to server|Connection lost, attempting to reconnect/).waitFor();
      await viewer.clock.fastForward(10_000);
      await notice.getByText('Lost connection to server').waitFor();
      await expect.poll(() => notice.textContent()).toMatch(/Retrying in \d+s/);
      await notice.getByRole('button', { name: 'Retry' }).waitFor();
      await viewer.screenshot({ path: `${SHOTS}/viewer-lost.png` });
      // The presenter moves on meanwhile; the state waits for the connection.
      await presenter.keyboard.press('ArrowRight');
      await shownSlide(presenter, 'Live four').waitFor();
    });
    // Back: within the capped backoff both reconnect, the viewer at the presenter's stalled move.
    await presenter.clock.fastForward(10_000);
    await viewer.clock.fastForward(10_000);
    await shownSlide(viewer, 'Live four').waitFor();
    await expect.poll(() => notice.textContent()).toBe('');
    await presenter.keyboard.press('ArrowLeft');
    await shownSlide(viewer, 'Live three').waitFor();

    expect(viewerProblems).toEqual([]);
    expect(presenterProblems).toEqual([]);
  });
});
