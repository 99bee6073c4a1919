import type { RevealApi, RevealPlugin } from 'reveal.js';
import { highlightCode, loadLanguagesFor } from './code-highlighter';
import { copyNumberedCodeAsText } from './line-numbers';
import { scrollToMarkedLines } from './line-steps';

/** `data-trim`: blank lines around the code dropped and its common indent taken off every line. */
function trimmedCode(code: HTMLElement): string {
  const lines = code.innerHTML.split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const indent = Math.min(
    ...lines
      .filter((line) => line.trim().length > 0)
      .map((line) => line.length - line.replace(/^[\s\uFEFF\xA0]+/, '').length),
  );
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/**
 * reveal.js's highlight plugin (`id: 'highlight'`) on the highlighter of this folder, given once
 * the languages of `codes` are fetched: every `pre code` of the deck is prepared as the stock
 * plugin prepares it (`code-wrapper`, `data-trim`, markup in the code shown as text unless
 * `data-noescape`) and highlighted, line-highlight steps become fragments, and a PDF shows each
 * step's lines scrolled into view. Settings of `highlight` in reveal.js's configuration are not
 * read: Lectern's views set none.
 */
export async function highlightPluginFor(codes: Iterable<HTMLElement>): Promise<RevealPlugin> {
  await loadLanguagesFor(codes);
  // A listener of this deck's own: the speaker view runs two decks, and one ending keeps the other's.
  const onCopy = (event: ClipboardEvent) => copyNumberedCodeAsText(event);
  return {
    id: 'highlight',
    init(deck: RevealApi) {
      const root = deck.getRevealElement();
      if (!root) return;
      const codes = [...root.querySelectorAll<HTMLElement>('pre code')];
      for (const code of codes) {
        code.parentElement?.classList.add('code-wrapper');
        if (code.hasAttribute('data-trim')) code.innerHTML = trimmedCode(code);
        if (!code.hasAttribute('data-noescape'))
          code.innerHTML = code.innerHTML.replace(/</g, '&lt;').replace(/>/g, '&gt;');
      }
      for (const code of codes) highlightCode(code);
      deck.on('pdf-ready', () => {
        for (const code of root.querySelectorAll<HTMLElement>('pre code[data-line-numbers].current-fragment'))
          scrollToMarkedLines(code, {}, true);
      });
      document.addEventListener('copy', onCopy);
    },
    destroy() {
      document.removeEventListener('copy', onCopy);
    },
  };
}
