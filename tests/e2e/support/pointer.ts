import type { Locator, Page } from 'playwright-core';

/** The middle of an element on screen, scrolled into view first. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses the mouse on `from` and moves it in small real steps to `to` (both on screen), leaving
 * the button down: the caller looks at the drag in progress, then calls `page.mouse.up()`.
 */
export async function dragOver(page: Page, from: Locator, to: Locator, steps = 12): Promise<void> {
  const start = await centreOf(from);
  const end = await centreOf(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps });
}
