import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'steady-typist';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-editor';
// Long enough for the unsaved check (1.5 s), the autosave (4 s) and the save itself.
const AUTOSAVE_WAIT = { timeout: 15_000 };

describe('text being typed in the editor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let session: ApiSession;
  let deck: { id: string; slug: string };

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    const signedIn = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD);
    page = signedIn.page;
    session = signedIn.api;
    problems = collectPageProblems(page);
    deck = await createDeck(session, { title: 'Minutes' });
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const textBlock = () => page.locator('.editor-slide').first().locator(':scope > .sl-block[data-block-type="text"]');
  const text = () => page.getByRole('textbox', { name: 'Text', exact: true });
  const saveStatus = () => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');
  /** Starts recording every text the save status shows; answers a reader of those seen so far. */
  const recordStatuses = async () => {
    const handle = await saveStatus().evaluateHandle((element) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      return seen;
    });
    return () => handle.jsonValue();
  };
  const savedMarkup = async () =>
    ((await (await session.call('GET', `/api/v1/decks/${deck.id}/data`)).json()) as { data: string }).data;

  it('is saved by the autosave while the block is still being edited, as one undoable change', async () => {
    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/edit`);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await textBlock().getByText('Text').waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent(), AUTOSAVE_WAIT).toBe('All changes saved');

    // Typing without leaving the block: the change shows as unsaved, then the autosave keeps it.
    await textBlock().dblclick();
    await text().waitFor();
    const statusesShown = await recordStatuses();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Agreed: ship on Friday');
    // On a slow machine the typing can outlast the autosave's delay, so the passing states are
    // recorded as the page shows them rather than polled for.
    await expect.poll(statusesShown, AUTOSAVE_WAIT).toContain('Unsaved changes');
    await expect.poll(() => saveStatus().textContent(), AUTOSAVE_WAIT).toBe('All changes saved');
    expect(await text().isVisible()).toBe(true);
    expect(await text().evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor-autosave-typing.png` });
    expect(await savedMarkup()).toContain('Agreed: ship on Friday');

    // Ctrl+S while typing saves the words typed since.
    await page.keyboard.type(' at noon');
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(savedMarkup, AUTOSAVE_WAIT).toContain('Agreed: ship on Friday at noon');
    await expect.poll(() => saveStatus().textContent(), AUTOSAVE_WAIT).toBe('All changes saved');

    // The whole edit is one change: one undo brings back the text as it was before.
    await page.keyboard.press('Escape');
    await text().waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+Z');
    await textBlock().getByText('Text', { exact: true }).waitFor();
    await page.keyboard.press('Shift+ControlOrMeta+Z');
    await textBlock().getByText('Agreed: ship on Friday at noon').waitFor();
    await expect.poll(() => saveStatus().textContent(), AUTOSAVE_WAIT).toBe('All changes saved');

    await page.reload();
    await textBlock().getByText('Agreed: ship on Friday at noon').waitFor();
    expect(problems).toEqual([]);
  });
});
