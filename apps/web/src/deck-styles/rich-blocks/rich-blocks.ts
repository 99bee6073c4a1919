import type { RevealPlugin } from 'reveal.js';
import { highlightStill, loadHighlighter } from './highlighter';
import { typesetMathIn } from './typeset-math';

const CODE = '.sl-block[data-block-type="code"] pre code';

/**
 * Draws the code and math blocks inside `root` as a still slide (the editor's canvas and
 * thumbnails, previews): code highlighted with its first step marked, formulas set. The
 * highlighter and KaTeX load only when `root` holds such a block.
 */
export async function drawRichBlocks(root: ParentNode): Promise<void> {
  const codes = [...root.querySelectorAll<HTMLElement>(CODE)];
  await Promise.all([typesetMathIn(root), ...codes.map(highlightStill)]);
}

/**
 * Prepares slides for reveal.js: formulas set in place, and the highlight plugin (which highlights
 * every `pre code`, and turns `data-line-numbers` steps into fragments) when the slides hold code.
 */
export async function presentRichBlocks(slides: HTMLElement): Promise<RevealPlugin[]> {
  const [plugins] = await Promise.all([
    slides.querySelector('pre code') ? loadHighlighter().then((plugin) => [plugin]) : [],
    typesetMathIn(slides),
  ]);
  return plugins;
}
