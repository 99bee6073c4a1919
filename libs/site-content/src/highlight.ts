import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import xml from 'highlight.js/lib/languages/xml';

// A highlighter of its own: the pages' code is known in advance and needs three languages only.
// Made at its first use, so that a bundle taking other parts of this lib leaves it out.
let highlighter: ReturnType<typeof hljs.newInstance> | undefined;
function pagesHighlighter() {
  if (!highlighter) {
    highlighter = hljs.newInstance();
    highlighter.registerLanguage('xml', xml);
    highlighter.registerLanguage('css', css);
    highlighter.registerLanguage('javascript', javascript);
  }
  return highlighter;
}

/** The code as escaped HTML with highlight.js's classes, the same on the server and in the browser. */
export const highlightedCode = (code: string, language: 'xml' | 'css' | 'javascript'): string =>
  pagesHighlighter().highlight(code, { language, ignoreIllegals: true }).value;
