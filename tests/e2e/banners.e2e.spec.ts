import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { startLectern, startOwnLectern } from './support/server.js';

const OWNER = 'banner-bea';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-banners';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The cookie banner goes after 5 s (spec/002 §9). */
const COOKIE_BANNER_TIMEOUT_MS = 5000;
/** Page time moved at each step while axe runs, and the real time let pass after each: 10 s at most in all. */
const AXE_CLOCK_STEP_MS = 5;
const AXE_REAL_WAIT_MS = 20;
/** A day the spec's promotion still ran: it ended in January 2020 (spec/002 §9). */
const WHILE_THE_PROMOTION_RAN = new Date('2020-01-15T12:00:00Z');
const WARNING = 'Lectern goes down for maintenance on Saturday from 08:00 to 09:00 UTC. Save your work before then.';

/**
 * axe-core waits on timers of its own and on work outside them: while it runs, the page's stopped
 * clock moves on in small steps with real time between them, far less in all than the cookie
 * banner's 5 s. Once that much page time has passed it is an error, not a wait: with the clock
 * stopped, axe's next timer would never fire.
 */
async function violationsWhileTimeStandsStill(page: Page, state: string): Promise<string[]> {
  let done = false;
  const violations = seriousViolationsIn(page, state).finally(() => {
    done = true;
  });
  for (let moved = 0; !done; moved += AXE_CLOCK_STEP_MS) {
    if (moved >= COOKIE_BANNER_TIMEOUT_MS / 2) throw new Error(`axe did not finish within ${moved} ms of page time`);
    await page.clock.runFor(AXE_CLOCK_STEP_MS);
    await new Promise((resolve) => setTimeout(resolve, AXE_REAL_WAIT_MS));
  }
  return violations;
}

/** The cookie banner for signed-out visitors and the promotional message for signed-in free users (spec/000 §6, §9). */
describe('site banners', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let deck: CreatedDeck;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, { title: 'Banner deck', visibility: 'all' });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
  });

  /** A browser meeting Lectern for the first time: no cookies, no storage. */
  const firstVisit = async () => {
    const browser = await launchBrowser({ firstVisit: true });
    browsers.push(browser);
    return browser;
  };
  const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
  const promotion = (page: Page) => page.getByRole('region', { name: 'Promotion' });

  it('shows a new visitor the cookie banner on home, which goes on scrolling and is remembered for 365 days', async () => {
    const browser = await firstVisit();
    // Short enough for the home page to scroll.
    const page = await browser.newPage({ width: 375, height: 480 });
    const problems = collectPageProblems(page);
    await page.clock.install();
    await page.goto(`${lectern.url}/`);
    const banner = cookieBanner(page);
    await banner.waitFor();
    // From here the page's time stands still: only the scroll takes the banner away.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    expect(await banner.textContent()).toContain('Lectern uses cookies');
    expect(await banner.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/security/cookies');
    await page.screenshot({ path: `${SHOTS}/cookie-banner-phone.png` });
    expect(await violationsWhileTimeStandsStill(page, 'home with the cookie banner')).toEqual([]);

    // Scrolling 100 px does not dismiss it; beyond 100 px does.
    await page.mouse.move(180, 200);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    expect(await banner.isVisible()).toBe(true);
    await page.mouse.wheel(0, 60);
    await banner.waitFor({ state: 'detached' });

    const [seen] = (await browser.context.cookies()).filter((cookie) => cookie.name === 'lectern_cookie_notice');
    expect(seen).toBeDefined();
    expect(Math.round((seen!.expires * 1000 - Date.now()) / DAY_MS)).toBe(365);
    expect(problems).toEqual([]);
    const again = await browser.newPage();
    await again.goto(`${lectern.url}/`);
    await again.getByRole('heading', { level: 1 }).first().waitFor();
    await again.waitForLoadState('networkidle');
    expect(await cookieBanner(again).count()).toBe(0);
  });

  it('takes the cookie banner away after 5 s, and Got it takes it away at once', async () => {
    const browser = await firstVisit();
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(`${lectern.url}/`);
    const banner = cookieBanner(page);
    await banner.waitFor();
    await page.screenshot({ path: `${SHOTS}/cookie-banner-desktop.png` });
    await page.clock.fastForward(COOKIE_BANNER_TIMEOUT_MS);
    await banner.waitFor({ state: 'detached' });

    const other = await (await firstVisit()).newPage();
    await other.goto(`${lectern.url}/explore`);
    await cookieBanner(other).getByRole('button', { name: 'Got it' }).click();
    await cookieBanner(other).waitFor({ state: 'detached' });
  });

  it('never shows the cookie banner on sign-up or in a deck view such as the embed', async () => {
    const browser = await firstVisit();
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(`${lectern.url}/users/sign_up`);
    await page.getByRole('heading', { name: 'Sign up', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await cookieBanner(page).count()).toBe(0);

    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/embed`);
    await page.locator('.reveal .slides section.present').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await cookieBanner(page).count()).toBe(0);

    // The same browser, still not having seen it, gets it on a page where it belongs.
    await page.goto(`${lectern.url}/users/sign_in`);
    await cookieBanner(page).waitFor();
  });

  it('shows a signed-in free user the promotion while it runs, in the editor too, until dismissed for good', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.clock.install({ time: WHILE_THE_PROMOTION_RAN });
    await signIn(page, lectern.url, OWNER, PASSWORD);
    const message = promotion(page);
    await message.waitFor();
    expect(await message.textContent()).toContain('Go Pro for private decks');
    expect(await message.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    await page.screenshot({ path: `${SHOTS}/promotion-profile.png` });
    expect(await seriousViolationsIn(page, 'profile with the promotion')).toEqual([]);

    // Not on the deck page, but in the editor.
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await page.getByRole('heading', { name: 'Banner deck', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await message.count()).toBe(0);
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await message.waitFor();
    await page.screenshot({ path: `${SHOTS}/promotion-editor.png` });

    await message.getByRole('button', { name: 'Dismiss' }).click();
    await message.waitFor({ state: 'detached' });
    await page.goto(`${lectern.url}/${OWNER}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await message.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows no warning notice unless the operator set one', async () => {
    const page = await (await firstVisit()).newPage();
    await page.goto(`${lectern.url}/`);
    await cookieBanner(page).waitFor();
    expect(await page.getByRole('region', { name: 'Warning notice' }).count()).toBe(0);
  });

  it('shows no promotion once it has ended', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await browser.newPage();
    await signIn(page, lectern.url, OWNER, PASSWORD);
    await page.waitForLoadState('networkidle');
    expect(await promotion(page).count()).toBe(0);
  });
});

/** The operator's warning notice (spec/001 §9: id 23, stored locally after dismissal; decision 0075). */
describe('the warning notice', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let deck: CreatedDeck;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startOwnLectern({ warningNotice: WARNING });
    const owner = await signUp(lectern.url, 'notice-nia', PASSWORD);
    deck = await createDeck(owner, { title: 'Notice deck', visibility: 'all' });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
  });

  const returningVisitor = async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser;
  };
  const notice = (page: Page) => page.getByRole('region', { name: 'Warning notice' });

  it('shows the warning on the site pages until dismissed by keyboard, then never again in that browser', async () => {
    const page = await (await returningVisitor()).newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/`);
    await notice(page).getByText(WARNING).waitFor();
    await page.screenshot({ path: `${SHOTS}/warning-notice-desktop.png` });
    expect(await seriousViolationsIn(page, 'home with the warning notice')).toEqual([]);

    // Not over a deck.
    await page.goto(`${lectern.url}/notice-nia/${deck.slug}`);
    await page.getByRole('heading', { name: 'Notice deck', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await notice(page).count()).toBe(0);

    await page.goto(`${lectern.url}/explore`);
    const dismiss = notice(page).getByRole('button', { name: 'Dismiss' });
    await dismiss.waitFor();
    // From the top of the page: past the skip link to the notice's button.
    for (let press = 0; press < 5 && !(await dismiss.evaluate((button) => button === document.activeElement)); press++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await notice(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('lectern.warning-notice.23'))).not.toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Explore', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await notice(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('goes with a press of its Dismiss button on a phone', async () => {
    const page = await (await returningVisitor()).newPage(PHONE_VIEWPORT);
    await page.goto(`${lectern.url}/features`);
    await notice(page).getByText(WARNING).waitFor();
    await page.screenshot({ path: `${SHOTS}/warning-notice-phone.png` });
    expect(await seriousViolationsIn(page, 'features with the warning notice')).toEqual([]);
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();
    await notice(page).waitFor({ state: 'detached' });
    await page.goto(`${lectern.url}/changelog`);
    await page.getByRole('heading', { name: 'Changelog', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await notice(page).count()).toBe(0);
  });
});
