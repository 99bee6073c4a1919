import { isText } from 'domhandler';
import type { BlockBase } from '../model.js';
import { escapeText } from '../html-text.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

/**
 * A math block: LaTeX, set as a display formula or inline, written as text between the
 * delimiters reveal.js's math plugin reads (`\[…\]` display, `\(…\)` inline):
 *
 *   <div class="sl-block-content">\[e^{i\pi} + 1 = 0\]</div>
 */
export interface MathBlock extends BlockBase {
  readonly type: 'math';
  /** The LaTeX source, without delimiters: text, never markup. */
  readonly latex: string;
  /** A display formula (centred, full size) rather than inline. */
  readonly display: boolean;
}

const DELIMITERS = { display: ['\\[', '\\]'], inline: ['\\(', '\\)'] } as const;

/** The formula a math block's text holds between its delimiters, or null without them. */
export function mathFromText(text: string): Pick<MathBlock, 'latex' | 'display'> | null {
  for (const display of [true, false]) {
    const [open, close] = DELIMITERS[display ? 'display' : 'inline'];
    if (text.length >= 4 && text.startsWith(open) && text.endsWith(close)) return { latex: text.slice(2, -2), display };
  }
  return null;
}

export const readMathContent: ContentReader<MathBlock> = (content) => {
  if (!hasOnlyAttributes(content, ['class']) || !content.children.every(isText)) return null;
  const formula = mathFromText(content.children.map((node) => (isText(node) ? node.data : '')).join(''));
  return formula && { type: 'math', ...formula };
};

export function mathContentHtml(block: ContentOf<MathBlock>): string {
  const [open, close] = DELIMITERS[block.display ? 'display' : 'inline'];
  return contentHtml([], escapeText(`${open}${block.latex}${close}`));
}
