import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { startLectern } from './support/server.js';

const NEWCOMER = 'first-fay';
const REGULAR = 'regular-rex';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-first-run';

/** The editor's tutorial on a person's first deck (spec/001 §2, spec/002 §4). */
describe('the first-run tutorial', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let first: CreatedDeck;
  let regularDeck: CreatedDeck;
  const browsers: LaunchedBrowser[] = [];

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    first = await createDeck(await signUp(lectern.url, NEWCOMER, PASSWORD), { title: 'My very first deck' });
    const regular = await signUp(lectern.url, REGULAR, PASSWORD);
    await createDeck(regular, { title: 'An older deck' });
    regularDeck = await createDeck(regular, { title: 'A newer deck' });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
  });

  /** A browser new to Lectern, signed in as `username`. */
  const signedInFirstVisit = async (username: string): Promise<Page> => {
    const browser = await launchBrowser({ firstVisit: true });
    browsers.push(browser);
    const page = await browser.newPage();
    await signIn(page, lectern.url, username, PASSWORD);
    return page;
  };
  const tutorial = (page: Page) => page.getByRole('dialog').filter({ hasText: /Step \d of 4/ });
  const editorShown = async (page: Page) => {
    await editorCanvas(page).canvas().waitFor();
    await page.waitForLoadState('networkidle');
  };

  it('walks a newcomer through their first deck once: Next, Back, and Get started on the last step instead of Skip', async () => {
    const page = await signedInFirstVisit(NEWCOMER);
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/${NEWCOMER}/${first.slug}/edit`);
    const dialog = tutorial(page);
    await dialog.getByRole('heading', { name: 'Welcome to your first deck' }).waitFor();
    expect(await dialog.getByText('Step 1 of 4').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Skip' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tutorial-first-step.png` });
    expect(await seriousViolationsIn(page, 'editor tutorial')).toEqual([]);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Add content' }).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('heading', { name: 'Welcome to your first deck' }).waitFor();
    // Back went away with the first step: the focus stayed in the tutorial.
    expect(
      await dialog.getByRole('button', { name: 'Next' }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    for (const title of ['Add content', 'Add and arrange slides', 'Saved as you go']) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('heading', { name: title }).waitFor();
    }
    expect(await dialog.getByText('Step 4 of 4').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/tutorial-last-step.png` });
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Shown once: opening the editor again shows the deck alone.
    await page.reload();
    await editorShown(page);
    expect(await tutorial(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('closes on Escape', async () => {
    const page = await signedInFirstVisit(NEWCOMER);
    await page.goto(`${lectern.url}/${NEWCOMER}/${first.slug}/edit`);
    const dialog = tutorial(page);
    await dialog.getByRole('heading', { name: 'Welcome to your first deck' }).waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('heading', { name: 'Add content' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await editorCanvas(page).canvas().waitFor();
  });

  it('does not show to someone who already has other decks', async () => {
    const page = await signedInFirstVisit(REGULAR);
    await page.goto(`${lectern.url}/${REGULAR}/${regularDeck.slug}/edit`);
    await editorShown(page);
    expect(await tutorial(page).count()).toBe(0);
  });
});
