import type { Page } from 'playwright-core';

/**
 * Waits until the page shows the editor at `address`, whatever slide its hash names: the editor
 * writes the slide into the hash (`#/0`) as soon as it opens, so an exact address can be gone by
 * the time a test starts waiting for it.
 */
export async function waitForEditor(page: Page, address: string) {
  await page.waitForURL((url) => `${url.origin}${url.pathname}${url.search}` === address);
}

/** The editor's canvas (the slide being edited) and its top-level blocks of one kind. */
export function editorCanvas(page: Page) {
  const canvas = () => page.locator('.editor-slide').first();
  const block = (type: string) => canvas().locator(`:scope > .sl-block[data-block-type="${type}"]`);
  return { canvas, block };
}
