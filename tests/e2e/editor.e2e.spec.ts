import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { centreOf } from './support/pointer.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const USERNAME = 'slide-maker';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-editor';

/** What a person can read off a block on the canvas: where it is, how big, how turned. */
async function placement(block: Locator) {
  return block.evaluate((element: HTMLElement) => ({
    left: element.style.left,
    top: element.style.top,
    width: element.style.width,
    height: element.style.height,
    transform: element.style.transform,
  }));
}

/** Presses the mouse at `from`, moves in real steps by (dx, dy) screen pixels and releases. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}

describe('the slide editor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];
  let work: string;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-editor-e2e-'));
    await mkdir(SHOTS, { recursive: true });
    ({ page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const canvas = () => editorCanvas(page).canvas();
  const block = (type: string) => editorCanvas(page).block(type);
  const slideButton = (name: string) =>
    page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name, exact: true });
  const slideNames = () =>
    page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const saveStatus = () => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status');
  const notification = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true }).last();

  it('edits text, shapes, images, slides and notes, undoes and redoes, and finds it all after a reload', async () => {
    const picture = path.join(work, 'chart.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer(),
    );

    // A new deck, opened in the editor: one empty slide.
    await page.getByRole('button', { name: 'New deck' }).click();
    await waitForEditor(page, `${lectern.url}/${USERNAME}/untitled/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    expect(await slideNames()).toEqual(['Slide 1']);

    // The title: a text block added, typed into, one word made bold.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await block('text').getByText('Text').waitFor();
    await block('text').dblclick();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Quarterly results');
    await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
    await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' }).click();
    await text.locator('strong', { hasText: 'results' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor({ state: 'detached' });
    expect(await block('text').innerHTML()).toContain('Quarterly <strong>results</strong>');

    // A rectangle: dragged, resized by its corner and rotated by its handle.
    await page.getByRole('button', { name: 'Shape' }).click();
    await page.getByRole('menuitem', { name: 'Rectangle' }).click();
    const shape = block('shape');
    await shape.waitFor();
    const scale = Number(await canvas().getAttribute('data-scale'));
    expect(scale).toBeGreaterThanOrEqual(0.15);
    expect(scale).toBeLessThanOrEqual(1);
    const shapeBefore = await placement(shape);
    await drag(page, await centreOf(shape), -200 * scale, 120 * scale);
    const moved = await placement(shape);
    expect(parseFloat(moved.left)).not.toBe(parseFloat(shapeBefore.left));
    expect(parseFloat(moved.top)).toBeGreaterThan(parseFloat(shapeBefore.top));
    await drag(page, await centreOf(page.locator('[data-handle="se"]')), 60 * scale, 40 * scale);
    const resized = await placement(shape);
    expect(parseFloat(resized.width)).toBeGreaterThan(parseFloat(moved.width));
    expect(parseFloat(resized.height)).toBeGreaterThan(parseFloat(moved.height));
    const rotateHandle = await centreOf(page.locator('[data-handle="rotate"]'));
    const shapeCentre = await centreOf(shape);
    await drag(page, rotateHandle, shapeCentre.x + 150 - rotateHandle.x, shapeCentre.y - rotateHandle.y);
    expect((await placement(shape)).transform).toMatch(/rotate\((8\d|9\d)deg\)/);

    // An image from the media library (uploaded there and inserted), then moved, resized and rotated.
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByLabel('Upload', { exact: true }).setInputFiles(picture);
    await library.waitFor({ state: 'detached' });
    const image = block('image');
    await image.locator('img').waitFor();
    await drag(page, await centreOf(image), 150 * scale, -150 * scale);
    await drag(page, await centreOf(page.locator('[data-handle="e"]')), 80 * scale, 0);
    const imageCentre = await centreOf(image);
    const imageRotate = await centreOf(page.locator('[data-handle="rotate"]'));
    await drag(page, imageRotate, imageCentre.x - 150 - imageRotate.x, imageCentre.y - imageRotate.y);
    expect((await placement(image)).transform).toMatch(/rotate\((26\d|27\d)deg\)/);
    await page.screenshot({ path: `${SHOTS}/editor-blocks.png` });

    // A vertical slide under the first, then a horizontal one, which is dragged to the front.
    await page.getByRole('button', { name: 'Add vertical slide' }).click();
    await slideButton('Slide 1.2').waitFor();
    await page.getByRole('button', { name: 'Add horizontal slide' }).click();
    expect(await slideNames()).toEqual(['Slide 1', 'Slide 1.2', 'Slide 2']);
    const target = await slideButton('Slide 1').boundingBox();
    const dragged = await centreOf(slideButton('Slide 2'));
    await page.mouse.move(dragged.x, dragged.y);
    await page.mouse.down();
    await page.mouse.move(target!.x + 8, target!.y + target!.height / 2, { steps: 12 });
    await page.mouse.up();
    // The empty slide is first now; the title slide with its vertical slide follows.
    await expect.poll(slideNames).toEqual(['Slide 1', 'Slide 2', 'Slide 2.2']);
    await slideButton('Slide 1').click();
    expect(await canvas().locator(':scope > .sl-block').count()).toBe(0);

    // Undo puts the slide back where it was; redo moves it again.
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(slideNames).toEqual(['Slide 1', 'Slide 1.2', 'Slide 2']);
    await slideButton('Slide 1').click();
    await block('text').getByText('Quarterly').waitFor();
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(slideNames).toEqual(['Slide 1', 'Slide 2', 'Slide 2.2']);

    // Speaker notes for the title slide.
    await slideButton('Slide 2').click();
    await block('text').getByText('Quarterly').waitFor();
    await page.getByRole('button', { name: 'Speaker notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Speaker Notes' });
    await notes.getByLabel('Notes').fill('Mention the new customers first.');
    await notes.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('complementary', { name: 'Slide properties' })
      .getByText('Mention the new customers first.')
      .waitFor();

    // Everything as it is now, saved.
    const before = {
      slides: await slideNames(),
      text: await block('text').innerHTML(),
      shape: await placement(shape),
      image: await placement(image),
    };
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => saveStatus().textContent()).toBe('All changes saved');
    await page.screenshot({ path: `${SHOTS}/editor-saved.png` });

    await page.reload();
    await slideButton('Slide 2.2').waitFor();
    expect(await slideNames()).toEqual(before.slides);
    await slideButton('Slide 2').click();
    await block('text').getByText('Quarterly').waitFor();
    expect(await block('text').innerHTML()).toBe(before.text);
    expect(await placement(block('shape'))).toEqual(before.shape);
    expect(await placement(block('image'))).toEqual(before.image);
    await page
      .getByRole('complementary', { name: 'Slide properties' })
      .getByText('Mention the new customers first.')
      .waitFor();
    await slideButton('Slide 1').click();
    expect(await canvas().locator(':scope > .sl-block').count()).toBe(0);

    // The saved markup holds the same: the bold word, the notes, a vertical stack.
    const session = await ApiSession.of(browser.context, lectern.url);
    const deck = (await (await session.call('GET', `/api/v1/users/${USERNAME}/decks/untitled`)).json()) as {
      deck: { id: string };
    };
    const { data } = (await (await session.call('GET', `/api/v1/decks/${deck.deck.id}/data`)).json()) as {
      data: string;
    };
    expect(data).toContain('<strong>results</strong>');
    expect(data).toContain('Mention the new customers first.');
    expect(data).toMatch(/<section[^>]*>\s*<section/);
    expect(problems).toEqual([]);
  });

  it('refuses to delete the last slide, and deletes another after confirming', async () => {
    await page.goto(`${lectern.url}/${USERNAME}`);
    await page.getByRole('button', { name: 'New deck' }).click();
    await waitForEditor(page, `${lectern.url}/${USERNAME}/untitled-2/edit`);
    await page.getByRole('navigation', { name: 'Slides' }).waitFor();
    await page.getByRole('button', { name: 'Delete slide' }).click();
    await notification("You can't delete all slides in the deck.").waitFor();

    await page.getByRole('button', { name: 'Duplicate slide' }).click();
    await notification('Duplicated slide').waitFor();
    expect(await slideNames()).toEqual(['Slide 1', 'Slide 2']);
    await page.getByRole('button', { name: 'Hide or show slide' }).click();
    await notification('Slide is now hidden').waitFor();
    await slideButton('Slide 2 (hidden)').waitFor();

    await page.getByRole('button', { name: 'Delete slide' }).click();
    await page.getByRole('dialog', { name: 'Delete slide' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(slideNames).toEqual(['Slide 1']);
    expect(problems).toEqual([]);
  });

  it('moves, duplicates, groups and deletes blocks from the keyboard', async () => {
    await page.getByRole('button', { name: 'Shape' }).click();
    await page.getByRole('menuitem', { name: 'Hexagon' }).click();
    const shapes = block('shape');
    const start = await placement(shapes.first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const nudged = await placement(shapes.first());
    expect([parseFloat(nudged.left) - parseFloat(start.left), parseFloat(nudged.top) - parseFloat(start.top)]).toEqual([
      2, 10,
    ]);

    await page.keyboard.press('ControlOrMeta+D');
    await expect.poll(() => shapes.count()).toBe(2);
    const copy = await placement(shapes.nth(1));
    expect(parseFloat(copy.left) - parseFloat(nudged.left)).toBe(10);

    // Both selected: the handles of their bounding box resize them together, from its top left corner.
    await page.keyboard.press('ControlOrMeta+A');
    const corner = page.locator('.editor-frame--bounds [data-handle="se"]');
    await drag(page, await centreOf(corner), 60, 40);
    const [first, second] = [await placement(shapes.first()), await placement(shapes.nth(1))];
    expect(first.left).toBe(nudged.left);
    expect(first.top).toBe(nudged.top);
    expect(parseFloat(first.width)).toBeGreaterThan(parseFloat(nudged.width));
    expect(second.width).toBe(first.width);
    expect(parseFloat(second.left) - parseFloat(first.left)).toBeGreaterThan(10);
    await page.screenshot({ path: `${SHOTS}/resize-selection.png` });
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => placement(shapes.first())).toEqual(nudged);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+G');
    await block('group').waitFor();
    expect(await shapes.count()).toBe(0);
    await page.keyboard.press('Shift+ControlOrMeta+G');
    await expect.poll(() => shapes.count()).toBe(2);
    await page.keyboard.press('Delete');
    await expect.poll(() => shapes.count()).toBe(0);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => shapes.count()).toBe(2);
    expect(problems).toEqual([]);
  });

  it('sends others to the review view and shows the upgrade page for a private deck on the free plan', async () => {
    const owner = await ApiSession.of(browser.context, lectern.url);
    const deck = await createDeck(owner, { title: 'Secret plan' });

    // Someone who may only view the deck goes to its review view.
    const visitor = await launchBrowser();
    try {
      const { page: visitorPage } = await signUpAndSignIn(visitor, lectern.url, 'onlooker', PASSWORD);
      await visitorPage.goto(`${lectern.url}/${USERNAME}/${deck.slug}/edit`);
      await visitorPage.waitForURL(`${lectern.url}/${USERNAME}/${deck.slug}/review`);
    } finally {
      await visitor.close();
    }

    // Made private on a paid plan, then the plan lapsed: editing needs an upgrade.
    await lectern.admin.setPlan(USERNAME, 'pro');
    expect((await owner.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { visibility: 'self' } })).status).toBe(200);
    await lectern.admin.setPlan(USERNAME, 'default');
    await page.goto(`${lectern.url}/${USERNAME}/${deck.slug}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Upgrade to edit this deck' }).waitFor();
    expect(await page.locator('[data-page-type]').getAttribute('data-page-type')).toBe('edit-requires-upgrade');
    await page.getByRole('link', { name: 'Upgrade your plan' }).click();
    await page.waitForURL(`${lectern.url}/account/upgrade`);
    expect(problems).toEqual([]);
  });
});
