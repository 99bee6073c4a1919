import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { createDeck, signIn, signUp, type CreatedDeck } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas } from './support/editor.js';
import { startLectern } from './support/server.js';

const OWNER = 'axe-ada';
const PASSWORD = 'a-good-password';

/**
 * axe-core on every screen and state a signed-in owner reaches in the editor and the present
 * views; the block inspectors and slide prompts, the visitor screens, the team screens and the
 * settings screens are in accessibility-editor-blocks, -visitor, -team and -settings.e2e.spec.ts
 * (files of their own, so the end-to-end workers share the slowest checks).
 */
describe('accessibility of each screen (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, { title: 'Axe review', description: 'A deck to check' });
    // A card without a description shows its owner the 'Add a description' placeholder.
    await createDeck(owner, { title: 'Axe bare' });
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  /** The serious violations on the page as it is now, each line prefixed with the state checked. */
  const violationsIn = (state: string) => seriousViolationsIn(page, state);

  it('has no serious violation in the editor, its dialogs and the present views of a signed-in owner', async () => {
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await violationsIn(state)));

    await page.getByText('Add a description').first().waitFor();
    await check("owner's profile with a card's description placeholder");

    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Axe review' }).waitFor();
    await check('deck page of its owner');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    await check('editor');
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    const text = editorCanvas(page).block('text');
    await text.waitFor();
    await check('editor with a block selected');
    await text.dblclick();
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor();
    await check('editing text');
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Shape' }).click();
    await page.getByRole('menuitem', { name: 'Rectangle' }).waitFor();
    await check('shape menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByRole('dialog', { name: 'Media Library' }).waitFor();
    await check('media library');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Media Library' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Deck settings', exact: true }).click();
    await page.getByRole('dialog', { name: 'Deck settings' }).waitFor();
    await check('deck settings');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Deck settings' }).waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await check('keyboard shortcut help');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' });
    await editorCanvas(page).block('text').focus();
    await check('a block focused by keyboard');

    for (const view of ['fullscreen', 'present', 'embed']) {
      await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/${view}`);
      await page.locator('.reveal.ready').waitFor();
      await check(view);
    }
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/present`);
    const controls = page.getByRole('region', { name: 'Presentation controls' });
    await controls.getByRole('checkbox', { name: 'Fullscreen' }).uncheck();
    await controls.getByRole('button', { name: 'Present', exact: true }).click();
    await page.getByRole('button', { name: 'Stop presenting' }).waitFor();
    await check('presenting, with Stop presenting shown');
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    // The editor's dialogs and four present views: minutes on a loaded 2-core machine.
  }, 300_000);
});
