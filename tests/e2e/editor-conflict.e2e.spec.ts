import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'two-tabs';
const PASSWORD = 'a-good-password';

describe('editing one deck in two tabs', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let session: ApiSession;
  let deckId: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const signedIn = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD);
    await signedIn.page.close();
    session = signedIn.api;
    deckId = (await createDeck(session, { title: 'Shared plan' })).id;
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const open = async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await page.goto(`${lectern.url}/${USERNAME}/shared-plan/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    return { page, problems };
  };
  const saveStatus = (page: Page) => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');
  const blocks = (page: Page, type: string) =>
    page.locator(`.editor-slide >> nth=0`).locator(`:scope > .sl-block[data-block-type="${type}"]`);

  it('refuses the later save and offers the newer version instead of overwriting it', async () => {
    const first = await open();
    const second = await open();

    // The first tab adds a text block and saves.
    await first.page.getByRole('button', { name: 'Text', exact: true }).click();
    await blocks(first.page, 'text').waitFor();
    await first.page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus(first.page).textContent()).toBe('All changes saved');

    // The second tab, still on the version it loaded, adds a shape and saves: refused.
    await second.page.getByRole('button', { name: 'Shape' }).click();
    await second.page.getByRole('menuitem', { name: 'Circle' }).click();
    await blocks(second.page, 'shape').waitFor();
    await second.page.keyboard.press('ControlOrMeta+S');
    const popup = second.page.getByRole('dialog', { name: 'Newer version available' });
    await popup.waitFor();
    expect(await popup.getByRole('button').allTextContents()).toEqual(['Ignore', 'Reload']);
    expect(await popup.evaluate((element) => element.getBoundingClientRect().width)).toBe(500);
    await second.page.screenshot({ path: '/tmp/shots-editor/editor-conflict.png' });

    // The first tab's work is what the server holds.
    const { data } = (await (await session.call('GET', `/api/v1/decks/${deckId}/data`)).json()) as { data: string };
    expect(data).toContain('data-block-type="text"');
    expect(data).not.toContain('data-block-type="shape"');

    // Ignore keeps the page as it is and says it was not saved; Reload shows the newer version.
    await popup.getByRole('button', { name: 'Ignore' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await saveStatus(second.page).textContent()).toBe('Newer version available');
    await second.page.keyboard.press('ControlOrMeta+S');
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Reload' }).click();
    await blocks(second.page, 'text').waitFor();
    expect(await blocks(second.page, 'shape').count()).toBe(0);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
  });
});
