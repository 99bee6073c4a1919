import { MARKUP_MAX_LENGTH } from './constants.js';
import { VOID_ELEMENTS } from './markup-tree.js';

export { MARKUP_MAX_LENGTH };
/** Open elements inside one another, counting those never closed. */
export const MARKUP_MAX_DEPTH = 64;
export const MARKUP_MAX_ELEMENTS = 50_000;
export const MARKUP_MAX_ATTRIBUTES = 64;

export const markupLimitMessages = {
  tooLong: `The slides are too large (at most ${MARKUP_MAX_LENGTH.toLocaleString('en')} characters)`,
  tooDeep: `The slides nest elements too deeply (at most ${MARKUP_MAX_DEPTH} levels)`,
  tooManyElements: `The slides have too many elements (at most ${MARKUP_MAX_ELEMENTS.toLocaleString('en')})`,
  tooManyAttributes: `An element has too many attributes (at most ${MARKUP_MAX_ATTRIBUTES})`,
} as const;

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed']);
/** Elements an opening sibling of the same name closes (`<li>a<li>b`). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th']);
/** Elements whose opening closes an open `<p>`, as parsers do. */
const P_CLOSERS = new Set(
  'address article aside blockquote div dl fieldset footer form h1 h2 h3 h4 h5 h6 header hr menu nav ol pre section table ul'.split(
    ' ',
  ),
);

const isNameStart = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

/** The end of a tag name starting at `from`. */
function nameEnd(markup: string, from: number): number {
  let at = from;
  while (at < markup.length) {
    const code = markup.charCodeAt(at);
    if (isSpace(code) || code === 47 /* / */ || code === 62 /* > */) break;
    at++;
  }
  return at;
}

/** Counts the attributes of a tag from after its name to its `>`; answers the index after it. */
function scanAttributes(markup: string, from: number): { end: number; count: number } {
  let at = from;
  let count = 0;
  while (at < markup.length) {
    const code = markup.charCodeAt(at);
    if (code === 62) return { end: at + 1, count };
    if (isSpace(code) || code === 47) {
      at++;
      continue;
    }
    count++;
    while (at < markup.length && !isSpace(markup.charCodeAt(at)) && !'=>/'.includes(markup[at]!)) at++;
    while (at < markup.length && isSpace(markup.charCodeAt(at))) at++;
    if (markup[at] !== '=') continue;
    at++;
    while (at < markup.length && isSpace(markup.charCodeAt(at))) at++;
    const quote = markup[at];
    if (quote === '"' || quote === "'") {
      const close = markup.indexOf(quote, at + 1);
      at = close === -1 ? markup.length : close + 1;
    } else while (at < markup.length && !isSpace(markup.charCodeAt(at)) && markup[at] !== '>') at++;
  }
  return { end: at, count };
}

/**
 * The first limit the markup breaks, as a message for the person saving it; null when it is
 * within all of them. One pass over the text, with the open elements on a stack that never
 * grows past MARKUP_MAX_DEPTH, so its cost is linear whatever the shape.
 */
export function markupLimitProblem(markup: string): string | null {
  if (markup.length > MARKUP_MAX_LENGTH) return markupLimitMessages.tooLong;
  const open: string[] = [];
  let elements = 0;
  let at = markup.indexOf('<');
  while (at !== -1 && at < markup.length) {
    if (markup.startsWith('<!--', at)) {
      const close = markup.indexOf('-->', at + 4);
      at = close === -1 ? -1 : markup.indexOf('<', close + 3);
      continue;
    }
    const closing = markup[at + 1] === '/';
    const nameStart = closing ? at + 2 : at + 1;
    if (!isNameStart(markup.charCodeAt(nameStart))) {
      // `<!doctype`, `<?…`, or a `<` that is text: the parser skips to the next `>` or takes it as text.
      at = markup.indexOf('<', at + 1);
      continue;
    }
    const end = nameEnd(markup, nameStart);
    const name = markup.slice(nameStart, end).toLowerCase();
    const { end: after, count } = scanAttributes(markup, end);
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index !== -1) open.length = index;
    } else {
      if (count > MARKUP_MAX_ATTRIBUTES) return markupLimitMessages.tooManyAttributes;
      if (++elements > MARKUP_MAX_ELEMENTS) return markupLimitMessages.tooManyElements;
      const top = open[open.length - 1];
      if ((SELF_CLOSING_SIBLINGS.has(name) && top === name) || (top === 'p' && P_CLOSERS.has(name))) open.pop();
      if (!VOID_ELEMENTS.has(name)) {
        if (open.length >= MARKUP_MAX_DEPTH) return markupLimitMessages.tooDeep;
        if (RAW_TEXT_ELEMENTS.has(name)) {
          const close = new RegExp(`</${name}`, 'ig');
          close.lastIndex = after;
          at = close.exec(markup)?.index ?? -1;
          open.push(name);
          continue;
        }
        open.push(name);
      }
    }
    at = markup.indexOf('<', after);
  }
  return null;
}
