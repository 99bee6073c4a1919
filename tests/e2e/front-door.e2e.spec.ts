import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHANGELOG } from '@lectern/site-content';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signUp } from './support/accounts.js';
import {
  collectPageProblems,
  launchBrowser,
  PHONE_VIEWPORT,
  type LaunchedBrowser,
  type Viewport,
} from './support/browser.js';
import { largestShift, paintedBoxes, presentedBoxes, type FirstSlideHandover } from './support/first-slide-boxes.js';
import { startLectern } from './support/server.js';

const OWNER = 'front-door-owner';
const PASSWORD = 'a-good-password';
const DECK_TITLE = 'Lighthouse keeping for beginners';
const PUBLIC_PAGES = [
  '/',
  '/explore',
  '/features',
  '/changelog',
  '/about',
  '/security/cookies',
  '/search',
  '/pricing',
  '/terms',
  '/privacy',
];
/** More public decks than Explore's page of eight, made before the others so they are the oldest of this file's. */
const SHELF_DECKS = Array.from({ length: 9 }, (_, index) => `Explore shelf ${index + 1}`);

/** The app has taken over the page the server painted (its notification region is the app's alone). */
const appRunning = (page: Page) => page.locator('section.notifications').waitFor({ state: 'attached' });

/** The home page's marquee: its painted first slide, and the deck reveal.js runs once the page is idle. */
const MARQUEE: FirstSlideHandover = {
  paintedBlocks: '.marquee__painted [data-block-id]',
  painted: '.marquee__painted',
  readyDeck: '.marquee__deck[data-ready="true"]',
};
const MARQUEE_SLIDE_MS = 4000;

/** The marquee region and its deck, once reveal.js shows it. */
async function marqueeDeck(page: Page) {
  const marquee = page.getByRole('region', { name: 'Lectern in slides' });
  const deck = page.locator(MARQUEE.readyDeck);
  await deck.waitFor();
  return { marquee, deck, slide: (name: string) => marquee.getByRole('group', { name }) };
}

/** Moves the page clock on (installed before the page loaded) and pauses it there. */
async function pauseClockAfter(page: Page, ms: number): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ms);
}

/** The front door as a new visitor finds it: home, Explore, and the marketing pages from the header and footer. */
describe('the public site for an anonymous visitor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  /** A browser of its own for a test that installs the page clock, which holds every page of its context. */
  let clocked: LaunchedBrowser | undefined;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    for (const title of SHELF_DECKS) await createDeck(owner, { title, visibility: 'all' });
    await createDeck(owner, { title: DECK_TITLE, description: 'Lamps, lenses and logbooks', visibility: 'all' });
    // Private decks are a paid plan's.
    await lectern.admin.setPlan(OWNER, 'pro');
    await createDeck(owner, { title: 'Front door private plans', visibility: 'self' });
  });

  afterEach(async () => {
    await page?.close();
    await clocked?.close();
    clocked = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  it('lands on home: the marquee deck advances, the promotion steps follow on scroll, the newest change shows', async () => {
    page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(lectern.url);
    await page.getByRole('heading', { level: 1, name: 'Lectern', exact: true }).waitFor();
    await appRunning(page);
    const marquee = page.getByRole('region', { name: 'Lectern in slides' });
    await marquee.getByRole('group', { name: '1 of 4' }).waitFor();
    await marquee.getByRole('heading', { name: 'Slides that speak for you' }).waitFor();
    // The deck takes over the painted slide, and shows the next slide on its own after 4 s.
    await page.locator(MARQUEE.readyDeck).waitFor();
    expect(await seriousViolationsIn(page, 'home with the marquee deck')).toEqual([]);
    await marquee.getByRole('group', { name: '2 of 4' }).waitFor({ timeout: 10_000 });
    expect(await marquee.getByRole('group', { name: '1 of 4' }).isVisible()).toBe(false);
    await expect(page.getByRole('link', { name: CHANGELOG[0]!.title }).isVisible()).resolves.toBe(true);

    const steps = page.locator('.promotion__step');
    await page.getByRole('heading', { name: 'How it works' }).scrollIntoViewIfNeeded();
    await page
      .locator('.promotion__step[aria-current="step"]', { hasText: 'Collaborate' })
      .waitFor({ timeout: 10_000 });
    expect(await steps.count()).toBe(4);

    await marquee.getByRole('button', { name: 'Pause' }).click();
    await marquee.getByRole('button', { name: 'Play' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the marquee deck at 700 × 438 in a band at least 600 px high, the next slide every 4 s', async () => {
    clocked = await launchBrowser();
    page = await clocked.newPage();
    const problems = collectPageProblems(page);
    await page.clock.install();
    await page.goto(lectern.url);
    const { marquee, deck, slide } = await marqueeDeck(page);
    expect(await deck.boundingBox()).toMatchObject({ width: 700, height: 438 });
    expect(await deck.locator('.slides').boundingBox()).toMatchObject({ width: 700, height: 438 });
    expect(await marquee.evaluate((element) => getComputedStyle(element).minHeight)).toBe('600px');

    await pauseClockAfter(page, 100);
    await page.clock.runFor(MARQUEE_SLIDE_MS / 2);
    await slide('1 of 4').waitFor();
    await page.clock.runFor(MARQUEE_SLIDE_MS / 2);
    await slide('2 of 4').waitFor();
    await page.clock.runFor(MARQUEE_SLIDE_MS);
    await slide('3 of 4').waitFor();

    // It takes no focus, and the page's arrow keys stay the page's.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await slide('3 of 4').waitFor();
    expect(await deck.locator('.reveal:not([tabindex])').count()).toBe(1);

    // Paused, it stays where it is.
    await marquee.getByRole('button', { name: 'Pause' }).click();
    await marquee.getByRole('button', { name: 'Play' }).waitFor();
    await page.clock.runFor(MARQUEE_SLIDE_MS * 2);
    await slide('3 of 4').waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the marquee still for a visitor who asked for reduced motion, until they press Play', async () => {
    clocked = await launchBrowser();
    page = await clocked.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(lectern.url);
    const { marquee, slide } = await marqueeDeck(page);
    await pauseClockAfter(page, 100);
    await page.clock.runFor(MARQUEE_SLIDE_MS * 2);
    await slide('1 of 4').waitFor();
    await marquee.getByRole('button', { name: 'Play' }).click();
    await marquee.getByRole('button', { name: 'Pause' }).waitFor();
    await page.clock.runFor(MARQUEE_SLIDE_MS);
    await slide('2 of 4').waitFor();
  });

  it.each([
    { width: 1440, height: 900 },
    { width: 375, height: 667 },
  ] satisfies Viewport[])(
    "paints the marquee's first slide where the deck shows it: no block moves when it takes over ($width×$height)",
    async (viewport) => {
      page = await browser.newPage(viewport);
      const painted = await paintedBoxes(page, lectern.url, MARQUEE);
      expect(Object.keys(painted).sort()).toEqual(['marquee-1-text', 'marquee-1-title']);
      const presented = await presentedBoxes(page, lectern.url, MARQUEE);
      expect(largestShift(painted, presented)).toBeLessThanOrEqual(1);
      // On a phone the deck is scaled down to fit, as the deck views do.
      const width = (await page.locator(MARQUEE.readyDeck).boundingBox())!.width;
      expect(width).toBeLessThanOrEqual(Math.min(700, viewport.width));
    },
  );

  it('finds a public deck on Explore and opens it', async () => {
    page = await browser.newPage();
    await page.goto(lectern.url);
    await appRunning(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'Recent' }).click();
    await page.waitForURL(/\/explore\?sort=recent$/);
    const card = page.getByRole('link', { name: DECK_TITLE });
    await card.waitFor();
    expect(await page.getByText('Front door private plans').count()).toBe(0);
    await card.click();
    await page.getByRole('heading', { level: 1, name: DECK_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${OWNER}/`));
  });

  it("turns to Explore's next page and finds other decks there", async () => {
    page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/explore?sort=recent`);
    await appRunning(page);
    const titles = () => page.locator('main .deck-card__title').allTextContents();
    const oldest = page.getByRole('link', { name: SHELF_DECKS[0], exact: true });
    await page.getByRole('link', { name: DECK_TITLE }).waitFor();
    const firstPage = await titles();
    expect(firstPage).toHaveLength(8);
    expect(firstPage).not.toContain(SHELF_DECKS[0]);

    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
    await oldest.waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await titles();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    expect(secondPage).toEqual(expect.arrayContaining([SHELF_DECKS[1], SHELF_DECKS[0]]));

    await pager.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('link', { name: DECK_TITLE }).waitFor();
    expect(await oldest.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens Explore painted, before its scripts, with the first page of decks', async () => {
    const context = await browser.context.browser()!.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    try {
      await bare.goto(`${lectern.url}/explore?sort=recent`);
      await bare.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
      await bare.getByRole('link', { name: DECK_TITLE }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens Features, Changelog, About and Cookies from the header and footer, none of them coming soon', async () => {
    page = await browser.newPage();
    await page.goto(lectern.url);
    await appRunning(page);
    const header = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByRole('navigation', { name: 'Footer' });

    await header.getByRole('link', { name: 'Features' }).click();
    await page.getByRole('heading', { level: 1, name: 'Features' }).waitFor();
    // Code is highlighted; an image opens larger on a click and closes with Escape.
    await page.locator('.site-code .hljs-tag').first().waitFor();
    await page.getByRole('img', { name: /^The editor/ }).click();
    const expanded = page.getByRole('dialog');
    await expanded.getByRole('img', { name: /^The editor/ }).waitFor();
    await page.keyboard.press('Escape');
    await expanded.waitFor({ state: 'detached' });

    await footer.getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Changelog' }).waitFor();
    await page.getByRole('heading', { level: 2, name: CHANGELOG[0]!.title }).waitFor();

    await footer.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();

    await footer.getByRole('link', { name: 'Cookies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cookies' }).waitFor();
    await page.getByRole('cell', { name: 'lectern_session' }).waitFor();

    await page.goto(`${lectern.url}/about#brand`);
    const brand = page.getByRole('heading', { level: 2, name: 'Brand kit' });
    await brand.waitFor();
    await appRunning(page);
    expect(await brand.isVisible()).toBe(true);
    expect(await page.getByText('This page is coming soon.').count()).toBe(0);
  });

  it.each([
    ['desktop', undefined],
    ['phone', PHONE_VIEWPORT],
  ] as const)('has no serious accessibility violation on the public pages (%s)', async (_width, viewport) => {
    page = await browser.newPage(viewport);
    const problems = collectPageProblems(page);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${lectern.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await appRunning(page);
      found.push(...(await seriousViolationsIn(page, path)));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
