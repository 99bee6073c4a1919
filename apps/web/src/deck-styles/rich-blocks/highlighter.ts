import type { HighlightPlugin } from 'reveal.js/plugin/highlight';

// reveal.js's highlight plugin (highlight.js with its line-number add-on, and reveal.js's
// `data-line-numbers="1|2-3"` steps) and its theme, fetched only by a page showing code.
let loading: Promise<HighlightPlugin> | null = null;

/** The highlight plugin, loaded on first use; the same instance reveal.js presents with. */
export function loadHighlighter(): Promise<HighlightPlugin> {
  loading ??= Promise.all([
    import('reveal.js/plugin/highlight'),
    import('reveal.js/plugin/highlight/monokai.css'),
  ]).then(([module]) => module.default());
  return loading;
}

/**
 * Highlights a code block's `<code>` as reveal.js shows it before its first step: the language's
 * colours, line numbers when it has `data-line-numbers`, and the first step's lines marked.
 * Later steps become fragments only in presenting.
 */
export async function highlightStill(code: HTMLElement): Promise<void> {
  const highlighter = await loadHighlighter();
  if (!code.isConnected || code.dataset.highlighted) return;
  const steps = code.getAttribute('data-line-numbers');
  if (steps !== null) code.setAttribute('data-line-numbers', steps.split('|')[0] ?? '');
  highlighter.highlightBlock(code);
}
