import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createDeck, plainSlides } from './present-decks.js';
import { signUpAndSignIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import {
  collectPageProblems,
  DESKTOP_VIEWPORT,
  launchBrowser,
  PHONE_VIEWPORT,
  type LaunchedBrowser,
  type Viewport,
} from './support/browser.js';
import { startLectern, type TestLectern } from './support/server.js';
import { expectTooltipAfterDelay } from './support/tooltips.js';

const USERNAME = 'tooltip-tilda';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-tooltips';

/**
 * The tooltips are loaded at the pointer's first arrival: hovering `trigger` loads them and, with
 * the page's clock running, shows its tooltip once they are there. The pointer then leaves, and the
 * tooltip with it.
 */
async function waitForTooltips(page: Page, trigger: Locator) {
  await page.mouse.move(1, 1);
  // Past the quiet window of a press just made (the click that opened a dialog), else the tooltip waits for the next arrival.
  await page.clock.runFor(600);
  await trigger.hover();
  await page.getByRole('tooltip').waitFor();
  await page.mouse.move(1, 1);
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
}

/** The page's clock stands still from now on but for what the test lets pass. */
async function stopTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** The tooltip is whole inside the viewport. */
async function expectInside(tooltip: Locator, viewport: Viewport) {
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe('tooltips on the icon buttons', () => {
  let lectern: TestLectern;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let deckUrl: (view: string) => string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
    const signedIn = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD);
    page = signedIn.page;
    const deck = await createDeck(signedIn.api, 'Tooltip deck', plainSlides(3, 'Part'));
    deckUrl = (view) => `${lectern.url}/${USERNAME}/${deck.slug}/${view}`;
    problems = collectPageProblems(page);
    // A second try finds the clock installed by the first.
    await page.clock.install().catch(() => undefined);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  it('names the editor toolbar’s buttons after a delay, quiet for a while after a press', async () => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(deckUrl('edit'));
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const duplicate = toolbar.getByRole('button', { name: 'Duplicate slide' });
    const hide = toolbar.getByRole('button', { name: 'Hide or show slide' });
    const tooltip = page.getByRole('tooltip');
    try {
      await waitForTooltips(page, duplicate);
      await stopTime(page);

      await expectTooltipAfterDelay(page, duplicate, 'Duplicate slide');
      // The toolbar's layout is untouched: the tooltip is not among its buttons.
      expect(await toolbar.getByRole('tooltip').count()).toBe(0);
      await expectInside(tooltip, DESKTOP_VIEWPORT);
      // A link drawn as an icon has one too.
      await toolbar.getByRole('link', { name: 'Back to the deck' }).hover();
      await page.clock.runFor(500);
      await tooltip.getByText('Back to the deck').waitFor();
      await expectInside(tooltip, DESKTOP_VIEWPORT);

      // A press hides it, and for 500 ms no other shows.
      await duplicate.click();
      await expect.poll(() => tooltip.count()).toBe(0);
      expect(await duplicate.getAttribute('aria-describedby')).toBeNull();
      await hide.hover();
      await page.clock.runFor(600);
      expect(await tooltip.count()).toBe(0);
      await duplicate.hover();
      await hide.hover();
      await page.clock.runFor(500);
      await tooltip.getByText('Hide or show slide').waitFor();
      await page.clock.resume();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/editor-1440.png` });
      // Escape takes it away while the pointer stays.
      await page.keyboard.press('Escape');
      await expect.poll(() => tooltip.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await page.clock.resume();
    }
  });

  it('names the media library’s buttons inside its dialog, where Escape first hides the tooltip only', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(deckUrl('edit'));
    // At the left edge of a phone, the toolbar's first tooltip moves right to stay whole.
    const back = page.getByRole('toolbar', { name: 'Editor' }).getByRole('link', { name: 'Back to the deck' });
    await waitForTooltips(page, back);
    await back.hover();
    await page.getByRole('tooltip').getByText('Back to the deck').waitFor();
    await expectInside(page.getByRole('tooltip'), PHONE_VIEWPORT);
    await page.screenshot({ path: `${SHOTS}/editor-375.png` });
    await page.mouse.move(1, 300);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    const close = library.getByRole('button', { name: 'Close media library' });
    const fromUrl = library.getByRole('button', { name: 'Insert from URL' });
    const tooltip = library.getByRole('tooltip');
    try {
      await waitForTooltips(page, close);
      await stopTime(page);

      await fromUrl.hover();
      await page.clock.runFor(500);
      await tooltip.getByText('Insert from URL').waitFor();
      await expectTooltipAfterDelay(page, close, 'Close media library');
      // At the right edge of a phone, it moves left to stay whole.
      await expectInside(tooltip, PHONE_VIEWPORT);
      await page.clock.resume();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/library-375.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => tooltip.count()).toBe(0);
      expect(await library.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await library.waitFor({ state: 'detached' });

      // The keyboard's focus shows one too.
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      await fromUrl.waitFor();
      // Once the click's quiet window (500 ms) has passed.
      await page.clock.runFor(600);
      await page.keyboard.press('Tab');
      await fromUrl.focus();
      await tooltip.getByText('Insert from URL').waitFor();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await library.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await page.clock.resume();
    }
  });

  // Narrower than 435 px, reveal.js shows the deck as a scrolled page, without controls.
  it('names the present view’s controls, over them at the bottom edge', async () => {
    const viewport = DESKTOP_VIEWPORT;
    await page.setViewportSize(viewport);
    await page.goto(deckUrl('fullscreen'));
    const next = page.getByRole('button', { name: 'Next slide' });
    const previous = page.getByRole('button', { name: 'Previous slide' });
    const tooltip = page.getByRole('tooltip');
    try {
      await waitForTooltips(page, next);
      await stopTime(page);

      await expectTooltipAfterDelay(page, next, (await next.getAttribute('aria-label'))!);
      await expectInside(tooltip, viewport);
      // Over the button: it sits at the bottom of the window.
      expect((await tooltip.boundingBox())!.y).toBeLessThan((await next.boundingBox())!.y);
      await page.clock.resume();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/present-1440.png` });

      // A press moves on and quiets the tooltips; the previous-slide control, now there, shows none yet.
      await stopTime(page);
      await next.click();
      await expect.poll(() => tooltip.count()).toBe(0);
      await previous.hover();
      await page.clock.runFor(1000);
      expect(await tooltip.count()).toBe(0);
      await page.clock.resume();
      expect(problems).toEqual([]);
    } finally {
      await page.clock.resume();
    }
  });
});
