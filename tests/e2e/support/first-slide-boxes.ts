import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a page's painted first slide is, and the deck that takes over from it. */
export interface FirstSlideHandover {
  /** The first slide's blocks as the server painted them. */
  paintedBlocks: string;
  /** The painted slide, gone once the deck shows. */
  painted: string;
  /** The app's deck once reveal.js runs it. */
  readyDeck: string;
}

/** The deck pages (show, fullscreen, embed): the painted deck lies over the app until its own is ready. */
export const DECK_PAGE: FirstSlideHandover = {
  paintedBlocks: '#server-painted-deck .slides > section:first-child [data-block-id]',
  painted: '#server-painted-deck',
  readyDeck: '.lectern-deck-host[data-ready="true"]',
};

/** Every block's box (viewport pixels) of `selector`'s elements, by block id; the first of each id. */
const blockBoxes = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const block of document.querySelectorAll<HTMLElement>(selector)) {
      const id = block.dataset.blockId!;
      if (boxes[id]) continue;
      const { x, y, width, height } = block.getBoundingClientRect();
      boxes[id] = { x, y, width, height };
    }
    return boxes;
  }, selector);

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The first slide's blocks as the page paints them before the app starts: the app's scripts are
 * held back, and the boxes read once the page's fonts are in.
 */
export async function paintedBoxes(
  page: Page,
  url: string,
  handover: FirstSlideHandover = DECK_PAGE,
): Promise<Record<string, Box>> {
  const holdScripts = '**/assets/*.js';
  await page.route(holdScripts, (route) => route.abort());
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await twoFrames(page);
    return await blockBoxes(page, handover.paintedBlocks);
  } finally {
    await page.unroute(holdScripts);
  }
}

/** The same blocks once reveal.js shows the deck and the painted slide has handed over to it. */
export async function presentedBoxes(
  page: Page,
  url: string,
  handover: FirstSlideHandover = DECK_PAGE,
): Promise<Record<string, Box>> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(handover.readyDeck).waitFor();
  await page.locator(handover.painted).waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await twoFrames(page);
  return blockBoxes(page, `${handover.readyDeck} .slides section [data-block-id]`);
}

/**
 * How far any block moved or resized between the two, in pixels (the largest difference of any
 * edge or size); Infinity when a painted block is missing from the presented slide.
 */
export function largestShift(painted: Record<string, Box>, presented: Record<string, Box>): number {
  let largest = 0;
  for (const [id, before] of Object.entries(painted)) {
    const after = presented[id];
    if (!after) return Infinity;
    largest = Math.max(
      largest,
      Math.abs(before.x - after.x),
      Math.abs(before.y - after.y),
      Math.abs(before.width - after.width),
      Math.abs(before.height - after.height),
    );
  }
  return largest;
}
