import { isText, type Element } from 'domhandler';
import type { BlockBase } from '../model.js';
import { attributesHtml, escapeText } from '../html-text.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

/**
 * A code block: plain text shown highlighted in one language, with reveal.js's line numbers and
 * step-by-step line highlights (`data-line-numbers="1|2-3"`: each `|` is one step in presenting).
 *
 *   <div class="sl-block-content"><pre><code class="language-js" data-line-numbers="1|2-3">text</code></pre></div>
 */
export interface CodeBlock extends BlockBase {
  readonly type: 'code';
  /** A highlight.js language name (`CODE_LANGUAGES`), `plaintext` for none. */
  readonly language: string;
  /** The code as text: never markup. */
  readonly code: string;
  /** `data-line-numbers`: null without line numbers, '' with numbers only, else the highlight steps. */
  readonly lineNumbers: string | null;
}

const LINE_NUMBERS = 'data-line-numbers';
const LANGUAGE_CLASS = /^language-([a-z0-9+#_-]+)$/;

/** The code element's text when it holds text alone (no elements, no comments). */
function onlyText(element: Element): string | null {
  let text = '';
  for (const node of element.children) {
    if (!isText(node)) return null;
    text += node.data;
  }
  return text;
}

export const readCodeContent: ContentReader<CodeBlock> = (content) => {
  const [pre, ...rest] = content.children;
  if (!pre || rest.length > 0 || !hasOnlyAttributes(content, ['class'])) return null;
  if (pre.type !== 'tag' || pre.name !== 'pre' || Object.keys(pre.attribs).length > 0) return null;
  const [code, ...others] = pre.children;
  if (!code || others.length > 0 || code.type !== 'tag' || code.name !== 'code') return null;
  if (!hasOnlyAttributes(code, ['class', LINE_NUMBERS])) return null;
  const language = LANGUAGE_CLASS.exec(code.attribs['class'] ?? '')?.[1];
  const text = onlyText(code);
  if (language === undefined || text === null) return null;
  return { type: 'code', language, code: text, lineNumbers: code.attribs[LINE_NUMBERS] ?? null };
};

export function codeContentHtml(block: ContentOf<CodeBlock>): string {
  const attributes = attributesHtml([
    ['class', `language-${block.language}`],
    ...(block.lineNumbers === null ? [] : [[LINE_NUMBERS, block.lineNumbers] as const]),
  ]);
  return contentHtml([], `<pre><code${attributes}>${escapeText(block.code)}</code></pre>`);
}
