import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';
import { createDeck, plainSlides, signIn, signUp } from './present-decks.js';

const OWNER = 'owner-olga';
const VISITOR = 'visitor-vic';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-live-owner';

describe("the live view's owner buttons", () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  it('gives the owner Edit and View, whose deck-view prompt opens the deck another way; a visitor gets neither', async () => {
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    const deck = await createDeck(owner, 'Owned live talk', plainSlides(2, 'Owned slide'), { visibility: 'all' });
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);

    // From the profile: the deck, Present, Present Live; the audience's address is in the live URL box.
    await page.getByRole('link', { name: 'Owned live talk' }).first().click();
    await page.getByRole('link', { name: 'Present', exact: true }).click();
    await page.getByRole('link', { name: 'Present Live' }).click();
    const liveUrl = await page.getByRole('textbox', { name: 'Live presentation link' }).inputValue();
    expect(liveUrl).toBe(`${lectern.url}/${OWNER}/${deck.slug}/live`);
    await page.goto(liveUrl);

    const buttons = page.getByRole('navigation', { name: 'Deck' });
    await buttons.getByRole('button', { name: 'View' }).click();
    const prompt = page.getByRole('dialog', { name: 'Open deck to...' });
    expect(await prompt.getByRole('link').allTextContents()).toEqual(['Deck page', 'Fullscreen', 'Present live']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/deck-view-prompt.png` });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });

    await buttons.getByRole('button', { name: 'View' }).click();
    await prompt.getByRole('link', { name: 'Fullscreen' }).click();
    await page.waitForURL(`${lectern.url}/${OWNER}/${deck.slug}/fullscreen`);
    await page.goBack();
    await buttons.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/${OWNER}/${deck.slug}/edit`);
    expect(problems).toEqual([]);

    // Someone else watching the same presentation gets no owner's buttons.
    await signUp(lectern.url, VISITOR, PASSWORD);
    const visitor = await browser.newPage();
    await signIn(visitor, lectern.url, VISITOR, PASSWORD);
    await visitor.goto(liveUrl);
    await visitor.locator('.reveal .slides section').first().waitFor({ state: 'attached' });
    expect(await visitor.getByRole('navigation', { name: 'Deck' }).count()).toBe(0);
  });
});
