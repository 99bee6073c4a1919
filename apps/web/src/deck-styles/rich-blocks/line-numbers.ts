/*
 * Line numbers for `<code data-line-numbers>`, as reveal.js's highlight plugin draws them with the
 * highlightjs-line-numbers.js add-on it bundles (MIT; ported here so the highlighter can be
 * highlight.js's core with the languages a page uses, decision 0055): each line one row of a
 * `table.hljs-ln`, its number drawn by deck.css from `data-line-number`, so copying code never
 * copies numbers.
 */

const LINE_BREAK = /\r\n|\r|\n/g;

function linesOf(html: string): string[] {
  return html.length === 0 ? [] : html.split(LINE_BREAK);
}

/** A highlighted span that runs over several lines becomes one span of its class per line. */
function splitSpanByLines(element: Element): void {
  const scope = element.className;
  if (!/hljs-/.test(scope)) return;
  element.innerHTML = linesOf(element.innerHTML)
    .map((line) => `<span class="${scope}">${line.length > 0 ? line : ' '}</span>\n`)
    .join('')
    .trim();
}

/** Every span holding a line break, found depth first, split by lines (the add-on's walk, live list and all). */
function splitMultilineSpans(element: Node): void {
  const nodes = element.childNodes;
  const count = nodes.length;
  for (let index = 0; index < count; index += 1) {
    const node = nodes[index];
    if (!node || (node.textContent ?? '').trim().match(LINE_BREAK) === null) continue;
    if (node.childNodes.length > 0) splitMultilineSpans(node);
    else if (node.parentElement) splitSpanByLines(node.parentElement);
  }
}

/** The number of the first line: `data-ln-start-from` when it is a number, else 1. */
function firstLineNumber(code: HTMLElement): number {
  const given = code.getAttribute('data-ln-start-from');
  if (!given) return 1;
  const number = Number(given);
  return Number.isFinite(number) ? number : 1;
}

/**
 * Puts a highlighted `<code>`'s lines in a table of numbered rows (even a single line, as the
 * plugin asks with `singleLine`); a trailing empty line is dropped.
 */
export function addLineNumbers(code: HTMLElement): void {
  splitMultilineSpans(code);
  const lines = linesOf(code.innerHTML);
  if (lines.at(-1)?.trim() === '') lines.pop();
  const first = firstLineNumber(code);
  const rows = lines.map((line, index) => {
    const number = index + first;
    return (
      `<tr><td class="hljs-ln-line hljs-ln-numbers" data-line-number="${number}"><div class="hljs-ln-n" data-line-number="${number}"></div></td>` +
      `<td class="hljs-ln-line hljs-ln-code" data-line-number="${number}">${line.length > 0 ? line : ' '}</td></tr>`
    );
  });
  code.innerHTML = `<table class="hljs-ln">${rows.join('')}</table>`;
}

/**
 * A `copy` listener: a selection that starts in numbered code is copied as its text, not as table
 * cells (which would put a tab before every line).
 */
export function copyNumberedCodeAsText(event: ClipboardEvent): void {
  const selection = window.getSelection();
  const start = selection?.anchorNode;
  const element = start instanceof Element ? start : start?.parentElement;
  if (!selection || !event.clipboardData || !element?.closest('.hljs-ln-code')) return;
  event.clipboardData.setData('text/plain', selection.toString());
  event.preventDefault();
}
