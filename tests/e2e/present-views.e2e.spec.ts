import { mkdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  collectPageProblems,
  DESKTOP_VIEWPORT,
  launchBrowser,
  PHONE_VIEWPORT,
  type LaunchedBrowser,
} from './support/browser.js';
import { startLectern } from './support/server.js';
import type { ApiSession } from './support/api-session.js';
import { createDeck, MIXED_DECK_MARKUP, plainSlides, signIn, signUp, type CreatedDeck } from './present-decks.js';

const PASSWORD = 'a-good-password';
const OWNER = 'speaker-sam';
const SHOTS = '/tmp/shots-present';
/** Navigation instructions show after 6 s, the vertical ones 1 s after a stack appears (spec/001 §6). */
const INSTRUCTIONS_DELAY_MS = 6000;
const VERTICAL_INSTRUCTIONS_DELAY_MS = 1000;

/**
 * The window a shortcut opens. Chromium can still find a named window that was closed a moment
 * before (its name outlives it briefly in the opener), and the speaker view reuses its window by
 * name, so a press right after closing it may land on the closing window. The press is repeated
 * (at most three times, seconds apart) until a window opens.
 */
async function openedByShortcut(page: Page, shortcut: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press(shortcut);
    const window = await Promise.race([opened, delay(3_000).then(() => null)]);
    if (window) return window;
  }
  return opened;
}

describe('present views: show, fullscreen, presenter with speaker view, kiosk, embed', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let owner: ApiSession;
  let mixed: CreatedDeck;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    owner = await signUp(lectern.url, OWNER, PASSWORD);
    mixed = await createDeck(owner, 'Mixed deck', MIXED_DECK_MARKUP, { time_limit: 5, theme_color: 'black-orange' });
    browser = await launchBrowser();
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const deckUrl = (slug: string, view = '', query = '') =>
    `${lectern.url}/${OWNER}/${slug}${view ? `/${view}` : ''}${query}`;
  /** The slide heading a person sees now: reveal.js hides the others from view and from assistive technology. */
  /** Two frames of the page drawn: what its timers set has been rendered by then. */
  const framesDrawn = (target: Page) =>
    target.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  const shownHeading = (scope: Page | Locator, name: string) => scope.getByRole('heading', { name, exact: true });

  const walkTheMixedDeck = async (target: Page) => {
    await shownHeading(target, 'Welcome aboard').waitFor();
    await target.keyboard.press('ArrowRight');
    await shownHeading(target, 'Three points').waitFor();
    // Fragments come one by one before the next slide.
    await target.getByText('First point', { exact: true }).waitFor({ state: 'hidden' });
    await target.keyboard.press('Space');
    await target.getByText('First point', { exact: true }).waitFor();
    await target.keyboard.press('Space');
    await target.getByText('Second point', { exact: true }).waitFor();
    // The hidden slide is skipped; the vertical stack goes down.
    await target.keyboard.press('ArrowRight');
    await shownHeading(target, 'Stack top').waitFor();
    await target.keyboard.press('ArrowDown');
    await shownHeading(target, 'Stack below').waitFor();
    await target.keyboard.press('ArrowRight');
    await shownHeading(target, 'Thank you').waitFor();
    expect(await target.getByRole('heading', { name: 'Hidden draft' }).count()).toBe(0);
    await target.keyboard.press('Home');
    await shownHeading(target, 'Welcome aboard').waitFor();
  };

  it('shows the deck page with its slides, byline, kudos, views and share link, navigated with the keyboard', async () => {
    await page.goto(deckUrl(mixed.slug));
    await page.getByRole('heading', { level: 1, name: 'Mixed deck' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: OWNER, exact: true }).waitFor();
    await main.getByRole('button', { name: /Kudos for Mixed deck/ }).waitFor();
    await main.locator('dt', { hasText: 'Views' }).waitFor();
    expect(await main.getByLabel('Share link').inputValue()).toBe(deckUrl(mixed.slug));
    await page.screenshot({ path: `${SHOTS}/show.png` });
    await walkTheMixedDeck(page);
    // The slides' box has the deck's own shape (960 by 700): nothing to letterbox, wide or narrow.
    for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      const box = await main.getByRole('region', { name: 'Mixed deck' }).boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(960 / 700, 1);
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/show-${viewport.width}.png` });
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);
    // The revision preview shows the slides in the deck's theme, each slide of a stack on its own.
    await main.getByRole('link', { name: 'Revisions' }).click();
    const stills = page.getByRole('list', { name: 'Slides' });
    await stills.getByText('Three points').waitFor();
    await stills.getByRole('listitem').filter({ hasText: 'Slide 4.2' }).getByText('Stack below').waitFor();
    expect(await stills.getByRole('listitem').filter({ hasText: 'Slide 4.1' }).getByText('Stack below').count()).toBe(
      0,
    );
    await page.screenshot({ path: `${SHOTS}/preview.png` });
    expect(problems).toEqual([]);
  });

  it('presents fullscreen without the site chrome, navigated with the keyboard', async () => {
    await page.goto(deckUrl(mixed.slug, 'fullscreen'));
    await walkTheMixedDeck(page);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await shownHeading(page, 'Three points').waitFor();
    // The address keeps the slide: a reload comes back to it.
    await page.waitForURL(/#\/1$/, { waitUntil: 'commit' });
    await page.reload();
    await shownHeading(page, 'Three points').waitFor();
    await page.screenshot({ path: `${SHOTS}/fullscreen.png` });

    // Ctrl or Cmd+E opens the editor at the slide shown: #/h, and /v only above 0.
    await page.keyboard.press('Control+e');
    await page.waitForURL(deckUrl(mixed.slug, 'edit', '#/1'), { waitUntil: 'commit' });
    await page.goto(deckUrl(mixed.slug, 'fullscreen', '#/2/1'));
    await shownHeading(page, 'Stack below').waitFor();
    await page.keyboard.press('Control+e');
    // The editor counts the hidden slide that presenting leaves out: the stack is its fourth.
    await page.waitForURL(deckUrl(mixed.slug, 'edit', '#/3/1'));
    const shown = page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: 'Slide 4.2' });
    await expect.poll(() => shown.getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('follows the query options: jump to a slide by id, no controls, no fragments', async () => {
    await page.goto(deckUrl(mixed.slug, 'fullscreen', '?jumpToSlideID=s-stack-below&controls=false'));
    await shownHeading(page, 'Stack below').waitFor();
    expect(await page.getByRole('button', { name: 'Next slide' }).count()).toBe(0);
    // The thumbnail preview flags: every fragment shown at once.
    await page.goto(
      deckUrl(
        mixed.slug,
        'fullscreen',
        '?showNotes=false&autoSlide=0&autoPlayMedia=false&fragments=false&postMessage=true&postMessageEvents=true#/1',
      ),
    );
    await shownHeading(page, 'Three points').waitFor();
    await page.getByText('Second point', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next slide' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('opens the speaker view from the presenter; it follows the presenter and its timer starts on the first change', async () => {
    // A speaker view left open (by an earlier attempt) would be reused instead of opened.
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.goto(deckUrl(mixed.slug, 'present'));
    const controls = page.getByRole('region', { name: 'Presentation controls' });
    for (const option of ['Fullscreen', 'Show presentation controls', 'Scale up to fill window']) {
      expect(await controls.getByRole('checkbox', { name: option }).isChecked()).toBe(true);
    }
    await controls.getByRole('checkbox', { name: 'Fullscreen' }).uncheck();
    await page.screenshot({ path: `${SHOTS}/presenter-controls.png` });
    const [speaker] = await Promise.all([
      page.context().waitForEvent('page'),
      controls.getByRole('button', { name: 'Speaker View' }).click(),
    ]);
    const speakerProblems = collectPageProblems(speaker);
    await speaker.setViewportSize({ width: 1280, height: 800 });
    const current = speaker.getByRole('region', { name: 'Current slide' });
    const upcoming = speaker.getByRole('region', { name: 'Upcoming slide' });
    await shownHeading(current, 'Welcome aboard').waitFor();
    await shownHeading(upcoming, 'Three points').waitFor();
    await speaker.getByRole('region', { name: 'Notes' }).getByText('Greet the room.').waitFor();
    // Idle until the presentation moves.
    await speaker.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await speaker.getByLabel('Timer').textContent()).toBe('00:00');
    await speaker.getByLabel('Countdown').getByText('05:00').waitFor();

    await page.bringToFront();
    await controls.getByRole('button', { name: 'Present' }).click();
    await page.getByRole('button', { name: 'Stop presenting' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await shownHeading(page, 'Three points').waitFor();
    await shownHeading(current, 'Three points').waitFor();
    await speaker.getByRole('region', { name: 'Notes' }).getByText('Take the points one by one.').waitFor();
    await speaker.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await speaker.getByLabel('Timer').getByText('00:01').waitFor();
    await speaker.screenshot({ path: `${SHOTS}/speaker-default.png` });

    // Moving in the speaker view moves the presenter.
    await speaker.bringToFront();
    await speaker.keyboard.press('ArrowRight');
    await current.getByText('First point', { exact: true }).waitFor();
    await page.getByText('First point', { exact: true }).waitFor();

    // Rewind: back to the first slide, timer stopped.
    await speaker.getByRole('button', { name: 'Rewind' }).click();
    await shownHeading(current, 'Welcome aboard').waitFor();
    await shownHeading(page, 'Welcome aboard').waitFor();
    await speaker.getByRole('button', { name: 'Start', exact: true }).waitFor();
    expect(await speaker.getByLabel('Timer').textContent()).toBe('00:00');

    // Layouts and the light theme.
    for (const layout of ['Wide', 'Tall', 'Notes only']) {
      await speaker.getByLabel('Layout').selectOption({ label: layout });
      await speaker.screenshot({ path: `${SHOTS}/speaker-${layout.toLowerCase().replace(' ', '-')}.png` });
    }
    await speaker.getByLabel('Layout').selectOption({ label: 'Default' });
    await speaker.getByRole('button', { name: 'Dark mode' }).click();
    await speaker.screenshot({ path: `${SHOTS}/speaker-light.png` });

    // Under 700 px: the mobile variant, moved by a tap.
    await speaker.setViewportSize({ width: 390, height: 760 });
    await speaker.getByLabel('Layout').waitFor({ state: 'detached' });
    await speaker.screenshot({ path: `${SHOTS}/speaker-mobile.png` });
    await speaker.close();

    // Ctrl or Cmd+S opens the speaker view again; Ctrl or Cmd+P stops presenting.
    const again = await openedByShortcut(page, 'Control+s');
    await shownHeading(again.getByRole('region', { name: 'Current slide' }), 'Welcome aboard').waitFor();
    // The light theme chosen before is kept in the user's settings.
    await again.getByRole('button', { name: 'Dark mode', pressed: false }).waitFor();
    await again.close();
    await page.keyboard.press('Control+p');
    await controls.waitFor();
    expect(await page.getByRole('button', { name: 'Stop presenting' }).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(speakerProblems).toEqual([]);
  });

  it('tells a signed-out desktop visitor how to move through the slides, once', async () => {
    const visitor = await launchBrowser();
    try {
      // The visitor's clock runs as usual until the test moves it past the instructions' delays.
      await visitor.context.clock.install();
      const visitorPage = await visitor.newPage();
      const visitorProblems = collectPageProblems(visitorPage);
      await visitorPage.goto(deckUrl(mixed.slug));
      await shownHeading(visitorPage, 'Welcome aboard').waitFor();
      const instructions = visitorPage.getByRole('status').filter({ hasText: 'Use the arrow keys' });
      await visitorPage.clock.fastForward(INSTRUCTIONS_DELAY_MS);
      await instructions.waitFor({ timeout: 10_000 });
      await visitorPage.screenshot({ path: `${SHOTS}/navigation-instructions.png` });
      await visitorPage.keyboard.press('ArrowRight');
      await instructions.waitFor({ state: 'detached' });
      // Reaching a vertical stack brings its own hint.
      await visitorPage.keyboard.press('ArrowRight');
      await visitorPage.keyboard.press('ArrowRight');
      await visitorPage.keyboard.press('ArrowRight');
      await shownHeading(visitorPage, 'Stack top').waitFor();
      await visitorPage.clock.fastForward(VERTICAL_INSTRUCTIONS_DELAY_MS);
      await visitorPage.getByRole('status').filter({ hasText: 'This slide has more below' }).waitFor();
      expect(visitorProblems).toEqual([]);

      // The next visit, in the same browser, is told neither again.
      const nextVisit = await visitor.newPage();
      await nextVisit.goto(deckUrl(mixed.slug));
      await shownHeading(nextVisit, 'Welcome aboard').waitFor();
      await nextVisit.locator('.lectern-deck-host[data-ready="true"]').waitFor();
      await framesDrawn(nextVisit);
      const instructionsAgain = nextVisit.getByRole('status').filter({ hasText: /Use the arrow keys|has more below/ });
      await nextVisit.clock.fastForward(INSTRUCTIONS_DELAY_MS);
      await framesDrawn(nextVisit);
      expect(await instructionsAgain.count()).toBe(0);
      for (let press = 0; press < 4; press++) await nextVisit.keyboard.press('ArrowRight');
      await shownHeading(nextVisit, 'Stack top').waitFor();
      await nextVisit.clock.fastForward(VERTICAL_INSTRUCTIONS_DELAY_MS);
      await framesDrawn(nextVisit);
      expect(await instructionsAgain.count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('loops a kiosk back to the first slide', async () => {
    const kioskDeck = await createDeck(owner, 'Kiosk loop', plainSlides(3, 'Kiosk slide'));
    // The owner's tab of its own whose clock the test moves: each 2 s slide passes in an instant.
    const kiosk = await browser.newPage();
    const kioskProblems = collectPageProblems(kiosk);
    await kiosk.clock.install();
    await kiosk.goto(deckUrl(kioskDeck.slug, 'kiosk', '?autoSlide=2000'));
    await shownHeading(kiosk, 'Kiosk slide 1').waitFor();
    for (const next of ['Kiosk slide 2', 'Kiosk slide 3', 'Kiosk slide 1']) {
      await kiosk.clock.fastForward(2000);
      await shownHeading(kiosk, next).waitFor();
    }
    // The owner gets edit and view buttons.
    await kiosk.getByRole('link', { name: 'Edit', exact: true }).waitFor();
    await kiosk.getByRole('link', { name: 'View', exact: true }).waitFor();
    await kiosk.screenshot({ path: `${SHOTS}/kiosk.png` });
    await kiosk.close();
    expect(kioskProblems).toEqual([]);
  });

  it('hides the embed footer, byline and share for a public deck of a paid owner only', async () => {
    const hideAll = '?style=hidden&byline=hidden&share=hidden';
    await page.goto(deckUrl(mixed.slug, 'embed', hideAll));
    await shownHeading(page, 'Welcome aboard').waitFor();
    const footer = page.getByRole('contentinfo').filter({ hasText: 'Mixed deck' });
    await footer.getByText(`by ${OWNER}`).waitFor();
    await footer.getByRole('button', { name: 'Share' }).click();
    expect(await footer.getByLabel('Link to this deck').inputValue()).toBe(deckUrl(mixed.slug));
    await page.screenshot({ path: `${SHOTS}/embed-free.png` });

    await lectern.admin.setPlan(OWNER, 'pro');
    await page.goto(deckUrl(mixed.slug, 'embed', '?share=hidden'));
    await shownHeading(page, 'Welcome aboard').waitFor();
    await footer.getByText(`by ${OWNER}`).waitFor();
    expect(await footer.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await page.goto(deckUrl(mixed.slug, 'embed', hideAll));
    await shownHeading(page, 'Welcome aboard').waitFor();
    expect(await page.locator('.embed-footer').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/embed-paid-hidden.png` });

    // spec/001 §6: only a public deck hides it; a private deck of the same paid owner keeps it all.
    const unlisted = await createDeck(owner, 'Unlisted deck', plainSlides(1, 'Unlisted slide'), { visibility: 'self' });
    await page.goto(deckUrl(unlisted.slug, 'embed', hideAll));
    await shownHeading(page, 'Unlisted slide 1').waitFor();
    const unlistedFooter = page.getByRole('contentinfo').filter({ hasText: 'Unlisted deck' });
    await unlistedFooter.getByText(`by ${OWNER}`).waitFor();
    await unlistedFooter.getByRole('button', { name: 'Share' }).waitFor();
    await lectern.admin.setPlan(OWNER, 'default');
    expect(problems).toEqual([]);
  });

  it('answers a private deck with the not-found screen to another user and to an anonymous visitor', async () => {
    await lectern.admin.setPlan(OWNER, 'pro');
    const secret = await createDeck(owner, 'Secret plans', plainSlides(2, 'Secret slide'), { visibility: 'self' });
    await lectern.admin.setPlan(OWNER, 'default');
    // The owner sees it.
    await page.goto(deckUrl(secret.slug, 'fullscreen'));
    await shownHeading(page, 'Secret slide 1').waitFor();

    await signUp(lectern.url, 'other-olga', PASSWORD);
    const other = await launchBrowser();
    const anonymous = await launchBrowser();
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, lectern.url, 'other-olga', PASSWORD);
      const anonymousPage = await anonymous.newPage();
      for (const visitor of [otherPage, anonymousPage]) {
        const visitorProblems = collectPageProblems(visitor);
        for (const view of ['', 'fullscreen', 'embed', 'kiosk']) {
          await visitor.goto(deckUrl(secret.slug, view));
          await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();
          expect(await visitor.getByText('Secret slide 1').count()).toBe(0);
        }
        expect(visitorProblems).toEqual([]);
      }
      await anonymousPage.screenshot({ path: `${SHOTS}/private-404.png` });

      // Through a private link (a paid privilege) the deck opens, and the visit counts with the link's token.
      await lectern.admin.setPlan(OWNER, 'pro');
      const link = await owner.call('POST', `/api/v1/decks/${secret.id}/access_tokens`, {
        access_token: { name: 'Board' },
      });
      expect(link.status).toBe(201);
      await lectern.admin.setPlan(OWNER, 'default');
      const { access_token } = (await link.json()) as { access_token: { token: string } };
      const [counted] = await Promise.all([
        anonymousPage.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().includes(`/decks/${secret.id}/views`),
        ),
        anonymousPage.goto(`${deckUrl(secret.slug)}?token=${encodeURIComponent(access_token.token)}`),
      ]);
      await shownHeading(anonymousPage, 'Secret slide 1').waitFor();
      expect(counted.status()).toBe(204);
      const viewCount = async () => {
        const answer = await owner.call('GET', `/api/v1/users/${OWNER}/decks/${secret.slug}`);
        return ((await answer.json()) as { deck: { view_count: number } }).deck.view_count;
      };
      await expect.poll(viewCount).toBe(1);
    } finally {
      await other.close();
      await anonymous.close();
    }
  });
});
