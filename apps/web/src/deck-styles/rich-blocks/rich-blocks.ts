import type { RevealPlugin } from 'reveal.js';
import { typesetMathIn } from './typeset-math';

const CODE = '.sl-block[data-block-type="code"] pre code';

/**
 * Draws the code and math blocks inside `root` as a still slide (the editor's canvas and
 * thumbnails, previews): code highlighted with its first step marked, formulas set. The
 * highlighter (with the languages of the code shown) and KaTeX load only when `root` holds such a
 * block.
 */
export async function drawRichBlocks(root: ParentNode): Promise<void> {
  const codes = [...root.querySelectorAll<HTMLElement>(CODE)];
  const highlighting =
    codes.length > 0
      ? import('./code-highlighter').then(({ highlightStill }) => Promise.all(codes.map(highlightStill)))
      : null;
  await Promise.all([typesetMathIn(root), highlighting]);
}

/**
 * Prepares slides for reveal.js: formulas set in place, and when the slides hold code, the
 * highlighter with the languages they name loaded and given as reveal.js's highlight plugin
 * (which highlights every `pre code` and turns `data-line-numbers` steps into fragments).
 */
export async function presentRichBlocks(slides: HTMLElement): Promise<RevealPlugin[]> {
  const codes = [...slides.querySelectorAll<HTMLElement>('pre code')];
  const [plugin] = await Promise.all([
    codes.length > 0 ? import('./highlight-plugin').then(({ highlightPluginFor }) => highlightPluginFor(codes)) : null,
    typesetMathIn(slides),
  ]);
  return plugin ? [plugin] : [];
}
