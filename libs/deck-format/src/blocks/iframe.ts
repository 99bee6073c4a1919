import type { Attributes, IframeBlock } from '../model.js';
import { attributesHtml } from '../html-text.js';
import { onlyElements } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

/** What every iframe may do: the sanitizer sets it on each one, whatever the markup said. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation';
export const IFRAME_REFERRER_POLICY = 'no-referrer';

/** `<iframe src title sandbox referrerpolicy>` exactly as the sanitizer leaves it; anything else stays opaque. */
export const readIframeContent: ContentReader<IframeBlock> = (content) => {
  const [frame, ...rest] = onlyElements(content.children) ?? [];
  if (!frame || rest.length > 0 || frame.name !== 'iframe' || !hasOnlyAttributes(content, ['class'])) return null;
  // No source yet (a block just added) is written without one: the sanitizer drops `src=""`.
  const { src = '', title, sandbox, referrerpolicy } = frame.attribs;
  if (!hasOnlyAttributes(frame, ['src', 'title', 'sandbox', 'referrerpolicy']) || frame.children.length > 0)
    return null;
  if (sandbox !== IFRAME_SANDBOX || referrerpolicy !== IFRAME_REFERRER_POLICY) return null;
  // An empty title is written as none: read back, it would not be the same markup.
  if (title === '') return null;
  return { type: 'iframe', src, title: title ?? '' };
};

export function iframeContentHtml(block: ContentOf<IframeBlock>): string {
  const attributes: Attributes = [
    ...(block.src === '' ? [] : [['src', block.src] as const]),
    ...(block.title === '' ? [] : [['title', block.title] as const]),
    ['sandbox', IFRAME_SANDBOX],
    ['referrerpolicy', IFRAME_REFERRER_POLICY],
  ];
  return contentHtml([], `<iframe${attributesHtml(attributes)}></iframe>`);
}
