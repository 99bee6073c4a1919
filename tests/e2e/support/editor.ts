import type { Page } from 'playwright-core';

/** The editor's canvas (the slide being edited) and its top-level blocks of one kind. */
export function editorCanvas(page: Page) {
  const canvas = () => page.locator('.editor-slide').first();
  const block = (type: string) => canvas().locator(`:scope > .sl-block[data-block-type="${type}"]`);
  return { canvas, block };
}
