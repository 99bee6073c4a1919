import type { Page } from 'playwright-core';

/**
 * Waits until the page shows the editor at `address`, whatever slide its hash names: the editor
 * writes the slide into the hash (`#/0`) as soon as it opens, so an exact address can be gone by
 * the time a test starts waiting for it.
 */
export async function waitForEditor(page: Page, address: string) {
  await page.waitForURL((url) => `${url.origin}${url.pathname}${url.search}` === address);
}

/**
 * New deck for someone whose plan has the deck template selector (spec/001 §2): it opens the
 * selector, and the deck starts from the template named `template` ('Blank (white)', a theme's name).
 */
export async function newDeckFrom(page: Page, template: string) {
  await page.getByRole('button', { name: 'New deck' }).click();
  await page
    .getByRole('dialog', { name: 'New deck' })
    .getByRole('button', { name: `Start from ${template}` })
    .click();
}

/** The editor's canvas (the slide being edited) and its top-level blocks of one kind. */
export function editorCanvas(page: Page) {
  const canvas = () => page.locator('.editor-slide').first();
  const block = (type: string) => canvas().locator(`:scope > .sl-block[data-block-type="${type}"]`);
  return { canvas, block };
}
