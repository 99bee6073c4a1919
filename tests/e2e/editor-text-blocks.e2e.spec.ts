import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createDeck, signUpAndSignIn } from './support/accounts.js';
import type { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'text-writer';
const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-editor-text';

/** The height on screen of a block and of the selection frame drawn around it. */
async function heights(block: Locator, frame: Locator) {
  const [blockBox, frameBox] = await Promise.all([block.boundingBox(), frame.boundingBox()]);
  return { block: blockBox!.height, frame: frameBox!.height };
}

describe('text blocks in the slide editor', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let api: ApiSession;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    await mkdir(SHOTS, { recursive: true });
    ({ api, page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const canvas = () => page.locator('.editor-canvas .editor-slide');
  /** The text block added last (the new deck's slide starts with a title block). */
  const addedText = () => canvas().locator(':scope > .sl-block[data-block-type="text"]').last();
  const frameOf = async (block: Locator) =>
    canvas().locator(`.editor-frame[data-frame-for="${await block.getAttribute('data-block-id')}"]`);
  const text = () => page.getByRole('textbox', { name: 'Text', exact: true });

  /** A new deck opened in the editor, with a text block added and selected. */
  async function editorWithNewText(title: string) {
    const { slug } = await createDeck(api, { title });
    await page.goto(`${lectern.url}/${USERNAME}/${slug}/edit`);
    await page.locator('.editor-canvas .editor-slide[data-font-loaded="true"]').waitFor();
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await addedText().getByText('Text', { exact: true }).waitFor();
  }

  it('turns a paragraph into a heading without leaving an empty paragraph behind', async () => {
    await editorWithNewText('Headings');
    await addedText().dblclick();
    await text().waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Agenda');

    await page.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Heading 1' });
    await text().locator('h1', { hasText: 'Agenda' }).waitFor();
    expect(await text().evaluate((element) => [...element.children].map((child) => child.outerHTML))).toEqual([
      '<h1>Agenda</h1>',
    ]);

    // Back to a paragraph and to a heading again: still one line of text, nothing after it.
    await page.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Paragraph' });
    await text().locator('p', { hasText: 'Agenda' }).waitFor();
    await page.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Heading 2' });
    await text().locator('h2', { hasText: 'Agenda' }).waitFor();
    expect(await text().evaluate((element) => element.children.length)).toBe(1);

    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: 'Text formatting' }).waitFor({ state: 'detached' });
    expect(await addedText().locator('.sl-block-content').innerHTML()).toBe('<h2>Agenda</h2>');
    await page.screenshot({ path: `${SHOTS}/heading.png` });
    expect(problems).toEqual([]);
  });

  it('keeps the selection frame around a text block from the moment it is added, as it grows and shrinks', async () => {
    await editorWithNewText('Growing text');
    const block = addedText();
    const frame = await frameOf(block);

    // Just added: selected, with a frame as tall as the block (not a collapsed line).
    await frame.waitFor();
    const added = await heights(block, frame);
    expect(added.block).toBeGreaterThan(20);
    expect(Math.abs(added.frame - added.block)).toBeLessThanOrEqual(1);

    // Typing more lines: the frame grows with the block while the text is being edited.
    await block.dblclick();
    await text().waitFor();
    await page.keyboard.press('End');
    for (const line of ['Second line', 'Third line', 'Fourth line']) {
      await page.keyboard.press('Enter');
      await page.keyboard.type(line);
    }
    await page.waitForFunction(
      ([id, before]) => {
        const grown = document.querySelector<HTMLElement>(`.editor-slide > .sl-block[data-block-id="${id}"]`)!;
        const drawn = document.querySelector<HTMLElement>(`.editor-frame[data-frame-for="${id}"]`)!;
        const height = grown.getBoundingClientRect().height;
        return height > before * 2 && Math.abs(drawn.getBoundingClientRect().height - height) <= 1;
      },
      [await block.getAttribute('data-block-id'), added.block] as const,
    );
    const grown = await heights(block, frame);
    await page.screenshot({ path: `${SHOTS}/grown.png` });

    // Deleting lines: the frame shrinks with it.
    for (let i = 0; i < 'Fourth line'.length + 1 + 'Third line'.length + 1; i += 1)
      await page.keyboard.press('Backspace');
    await page.waitForFunction(
      ([id, before]) => {
        const shrunk = document.querySelector<HTMLElement>(`.editor-slide > .sl-block[data-block-id="${id}"]`)!;
        const drawn = document.querySelector<HTMLElement>(`.editor-frame[data-frame-for="${id}"]`)!;
        const height = shrunk.getBoundingClientRect().height;
        return height < before && Math.abs(drawn.getBoundingClientRect().height - height) <= 1;
      },
      [await block.getAttribute('data-block-id'), grown.block] as const,
    );
    const shrunk = await heights(block, frame);
    expect(shrunk.block).toBeGreaterThan(added.block);
    expect(shrunk.block).toBeLessThan(grown.block);

    // Done editing: the frame still fits the block, with its handles.
    await page.keyboard.press('Escape');
    await frame.locator('[data-handle="e"]').waitFor();
    const done = await heights(block, frame);
    expect(Math.abs(done.frame - done.block)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/shrunk.png` });
    expect(problems).toEqual([]);
  });
});
