// Code highlighting and formula setting for the canvas and thumbnails, fetched only by a deck
// that holds code or math: a deck without them never downloads it.
const RICH_BLOCKS = '.sl-block:is([data-block-type="code"], [data-block-type="math"])';

/** Draws the code and math blocks in `root` or that `root` is (see drawRichBlocks); fetches nothing without them. */
export async function drawRichBlocksIn(root: Element): Promise<void> {
  if (!root.matches(RICH_BLOCKS) && !root.querySelector(RICH_BLOCKS)) return;
  const { drawRichBlocks } = await import('../../deck-styles/rich-blocks/rich-blocks');
  await drawRichBlocks(root);
}
