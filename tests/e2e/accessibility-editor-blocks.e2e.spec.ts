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

const OWNER = 'axe-blocks';
const PASSWORD = 'a-good-password';

/**
 * axe-core on the editor's block inspectors, table editing, the audio library, the slide prompts,
 * docked notes and the image cropper of a signed-in owner (the rest of the editor and the present
 * views are in accessibility.e2e.spec.ts).
 */
describe('accessibility of the block inspectors and slide prompts (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let deck: CreatedDeck;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = await signUp(lectern.url, OWNER, PASSWORD);
    deck = await createDeck(owner, { title: 'Axe blocks', description: 'Blocks to check' });
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

  it('has no serious violation in the block inspectors, table editing, the slide prompts and the cropper', async () => {
    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, OWNER, PASSWORD);
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await violationsIn(state)));
    await page.goto(`${lectern.url}/${OWNER}/${deck.slug}/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();

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

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    // Six inspectors, three prompts and an upload: minutes on a loaded 2-core machine.
  }, 300_000);
});
