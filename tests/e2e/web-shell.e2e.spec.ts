import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { createDeck, signIn, signUp } from './support/accounts.js';
import { startLectern } from './support/server.js';

// spec/001 §9: a notification hides after 5000 ms and is removed 400 ms later.
const NOTIFICATION_LIFETIME_MS = 5000 + 400;

describe('web shell', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const open = async (path: string, viewport?: typeof PHONE_VIEWPORT) => {
    page = await browser.newPage(viewport);
    problems = collectPageProblems(page);
    await page.goto(`${lectern.url}${path}`);
    return page;
  };

  afterEach(async () => {
    expect(problems).toEqual([]);
    await page?.close();
  });

  const header = () => page.getByRole('banner');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const pageRoot = (pageType: string) => page.locator(`[data-page-type="${pageType}"]`);

  it('shows the home page, then the sign-in page after a click on Sign in', async () => {
    await open('/');

    await header().getByRole('link', { name: 'Lectern' }).waitFor();
    await heading('Lectern').waitFor();
    await page.getByRole('main').getByText('Create, edit, present and share slide decks.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).waitFor();
    await pageRoot('home').waitFor();
    expect(await page.title()).toBe('Lectern');

    await header().getByRole('link', { name: 'Sign in' }).click();

    await page.waitForURL(`${lectern.url}/users/sign_in`);
    await heading('Sign in').waitFor();
    await page.getByLabel('Username or e-mail').waitFor();
    await pageRoot('sign-in').waitFor();
    await expect.poll(() => page.title()).toBe('Sign in · Lectern');

    await header().getByRole('link', { name: 'Lectern' }).click();
    await page.waitForURL(`${lectern.url}/`);
    await heading('Lectern').waitFor();
  });

  it('opens a deck view directly, inside the layout with its page type', async () => {
    const owner = await signUp(lectern.url, 'shell-alice', 'a-good-password');
    const deck = await createDeck(owner, { title: 'Shell deck' });
    await open(`/shell-alice/${deck.slug}/review`);

    await header().getByRole('link', { name: 'Lectern' }).waitFor();
    await header().getByRole('link', { name: 'Sign up' }).waitFor();
    await heading('Shell deck').waitFor();
    await pageRoot('review').waitFor();
  });

  it('lets the account pages win over a username in the address', async () => {
    await open('/account/upgrade');

    await heading('Upgrade').waitFor();
    await pageRoot('subscription-new').waitFor();
  });

  it('shows the not-found screen, inside the layout, for an unknown nested address', async () => {
    await open('/alice/my-deck/edit/unknown/page');

    await heading('Page not found').waitFor();
    await header().getByRole('link', { name: 'Lectern' }).waitFor();
    await pageRoot('base').waitFor();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${lectern.url}/`);
    await heading('Lectern').waitFor();
  });

  it('shows the not-found screen for addresses holding a NUL, an invisible character or bytes that are not UTF-8', async () => {
    for (const address of ['/%00', '/u%00/deck', '/alice%E2%80%AE/deck/edit', '/ab%FFcd/deck/embed']) {
      await open(address);
      await heading('Page not found').waitFor();
      await pageRoot('base').waitFor();
      await page.close();
    }
  });

  it('announces a failed session check with the first generic message, then removes it after its duration', async () => {
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await page.route('**/api/v1/status', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
      }),
    );
    // The page itself notes when the message appears and goes, so a busy test runner can't skew the lifetime.
    await page.addInitScript((text) => {
      const times: { shown?: number; gone?: number } = {};
      Object.assign(window, { notificationTimes: times });
      new MutationObserver(() => {
        const present = [...document.querySelectorAll('[role="status"] *')].some((node) => node.textContent === text);
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, 'Oops, something went wrong');
    // The search page asks for the session; the painted marketing pages bring a visitor's with them.
    await page.goto(`${lectern.url}/search`);

    const notification = page.getByRole('status').getByText('Oops, something went wrong', { exact: true });
    await notification.waitFor({ state: 'visible', timeout: 20_000 });
    // Without a session answer the visitor is offered the way in.
    await header().getByRole('link', { name: 'Sign in' }).waitFor();

    // As it fades it is hidden from assistive technology and its Dismiss button leaves the Tab order.
    await page.waitForFunction(
      () => {
        const hiding = document.querySelector<HTMLElement>('.notification[data-phase="hiding"]');
        return hiding !== null && hiding.inert && hiding.getAttribute('aria-hidden') === 'true';
      },
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    await notification.waitFor({ state: 'detached', timeout: 20_000 });
    const times = await page.evaluate(
      () => (window as unknown as { notificationTimes: { shown: number; gone: number } }).notificationTimes,
    );
    const lifetime = times.gone - times.shown;
    expect(lifetime).toBeGreaterThanOrEqual(NOTIFICATION_LIFETIME_MS - 200);
    expect(lifetime).toBeLessThan(NOTIFICATION_LIFETIME_MS + 1500);
  });

  it.each(['/', '/users/sign_in', '/alice/my-deck'])('fits %s into a 375 px wide screen', async (path) => {
    await open(path, PHONE_VIEWPORT);

    await header().getByRole('link', { name: 'Lectern' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  it('keeps a username whole in the profile heading at 375 px, moving New deck to the next line', async () => {
    const username = 'marguerite_duras';
    await signUp(lectern.url, username, 'secret-password');
    await open('/users/sign_in', PHONE_VIEWPORT);
    await signIn(page, lectern.url, username, 'secret-password');

    const name = heading(username);
    await name.waitFor();
    const newDeck = page.getByRole('main').getByRole('button', { name: 'New deck' });
    await newDeck.waitFor();
    const lines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const [nameBox, buttonBox] = [(await name.boundingBox())!, (await newDeck.boundingBox())!];
    expect(buttonBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
