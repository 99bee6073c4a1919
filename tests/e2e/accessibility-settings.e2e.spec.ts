import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const OWNER = 'axe-settings-ada';
const PASSWORD = 'a-good-password';

/** axe-core on the deck settings tabs, the revision viewer and the user settings of a signed-in owner (a file of its own, so the end-to-end workers share the slowest checks). */
describe('accessibility of deck and user settings (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    deck = await createDeck(await signUp(lectern.url, OWNER, PASSWORD), { title: 'Axe settings' });
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const violationsIn = (state: string) => seriousViolationsIn(page, state);

  it('has no serious violation in the deck settings tabs, the revision viewer and the user settings', async () => {
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await violationsIn(state)));

    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Deck settings' });
    for (const tab of ['Fonts', 'Custom CSS']) {
      await settings.getByRole('tab', { name: tab }).click();
      await check(`deck settings, ${tab}`);
    }
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit slide HTML' }).click();
    const htmlEditor = page.getByRole('dialog', { name: 'Edit HTML' });
    await htmlEditor.getByRole('textbox', { name: 'Slide HTML' }).waitFor();
    await htmlEditor.getByRole('button', { name: 'Cancel' }).click();
    await htmlEditor.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Revisions' }).click();
    const viewer = page.getByRole('dialog', { name: 'Revisions' });
    await viewer.getByRole('button', { name: 'Slide 1', exact: true }).waitFor();
    await check('revision viewer');
    await viewer.getByRole('button', { name: 'Restore current slide' }).click();
    const choice = page.getByRole('alertdialog', { name: 'Restore slide' });
    await choice.waitFor();
    await check('restore slide choice');
    await choice.getByRole('button', { name: 'Cancel' }).click();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await page.goto(`${lectern.url}/users/settings`);
    await page.getByRole('checkbox', { name: 'Show presentation controls' }).waitFor();
    await check('user settings');
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
