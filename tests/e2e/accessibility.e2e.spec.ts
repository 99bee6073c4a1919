import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
 * views; the visitor screens, the team screens and the settings screens are in
 * accessibility-visitor, -team and -settings.e2e.spec.ts (files of their own, so the end-to-end
 * workers share the slowest checks).
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

    // Each block kind added from the toolbar shows its inspector; a table is also edited in place.
    const inspector = page.getByRole('complementary', { name: 'Block properties' });
    for (const kind of ['Table', 'Code', 'Math', 'Iframe', 'Video', 'Audio']) {
      await page.getByRole('button', { name: kind, exact: true }).click();
      await inspector.getByRole('heading', { name: kind, exact: true }).waitFor();
      await check(`${kind.toLowerCase()} inspector`);
      if (kind !== 'Table') continue;
      await editorCanvas(page).block('table').dblclick();
      await page.getByLabel('Row 1, column 1', { exact: true }).waitFor();
      await check('editing a table');
      await page.keyboard.press('Escape');
      await editorCanvas(page).block('table').locator('[contenteditable]').first().waitFor({ state: 'detached' });
    }
    // The audio block's library: audio files only.
    await inspector.getByRole('button', { name: 'Choose from media library' }).click();
    const audioLibrary = page.getByRole('dialog', { name: 'Select Audio' });
    await audioLibrary.waitFor();
    await check('media library selecting audio');
    await page.keyboard.press('Escape');
    await audioLibrary.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    const slidePanel = page.getByRole('complementary', { name: 'Slide properties' });
    await slidePanel.getByRole('button', { name: 'Auto-Animate' }).click();
    const autoAnimate = page.getByRole('dialog', { name: 'Auto-Animate (Beta)' });
    await autoAnimate.waitFor();
    await check('auto-animate prompt');
    await autoAnimate.getByRole('button', { name: 'Cancel' }).click();
    await autoAnimate.waitFor({ state: 'detached' });
    for (const [button, title] of [
      ['Background', 'Slide background'],
      ['Slide settings', 'Slide settings'],
    ] as const) {
      await slidePanel.getByRole('button', { name: button, exact: true }).click();
      const prompt = page.getByRole('dialog', { name: title });
      await prompt.waitFor();
      await check(`${title.toLowerCase()} prompt`);
      await prompt.getByRole('button', { name: 'Done' }).click();
      await prompt.waitFor({ state: 'detached' });
    }
    await slidePanel.getByRole('button', { name: 'Dock notes' }).click();
    await page.getByRole('textbox', { name: 'Speaker notes' }).waitFor();
    await check('docked speaker notes');
    // The cropper of an image block, its picture uploaded to the library.
    const picture = path.join(await mkdtemp(path.join(os.tmpdir(), 'lectern-axe-')), 'picture.png');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=400x300',
      '-frames:v',
      '1',
      picture,
    ]);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByLabel('Upload', { exact: true }).setInputFiles(picture);
    await library.waitFor({ state: 'detached', timeout: 60_000 });
    await inspector.getByRole('button', { name: 'Crop image' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.getByRole('group', { name: /Crop area/ }).waitFor();
    await check('image cropper');
    await page.keyboard.press('Escape');
    await cropper.waitFor({ state: 'detached' });
    await rm(path.dirname(picture), { recursive: true, force: true });

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
    // Every editor prompt, an upload and four present views: minutes on a loaded 2-core machine.
  }, 480_000);
});
