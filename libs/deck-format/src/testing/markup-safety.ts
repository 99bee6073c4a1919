import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode, type Element } from 'domhandler';

/** Elements that run, load or navigate on their own; none may survive sanitizing. */
export const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'object',
  'embed',
  'applet',
  'meta',
  'base',
  'form',
  'link',
  'input',
  'button',
  'template',
  'noscript',
  'foreignobject',
  'use',
  'animate',
  'set',
];

/** Attributes that load or follow a URL, the standard ones and reveal.js's own. */
export const URL_BEARING_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'srcset',
  'data',
  'data-src',
  'data-background',
  'data-background-image',
  'data-background-video',
  'data-background-iframe',
  'data-preview-link',
];

/**
 * True for URLs a deck may use: http(s), mailto, raster `data:` images, and page-relative
 * ones (no scheme, not protocol-relative). Written apart from the sanitizer so that one checks
 * the other.
 */
export function isAcceptableUrl(url: string): boolean {
  const plain = url.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  if (plain.startsWith('//') || plain.startsWith('\\\\') || plain.startsWith('/\\')) return false;
  // A URL has a scheme when it starts with a letter, then letters, digits, + - or ., then a colon.
  return (
    !/^[a-z][a-z0-9+.-]*:/.test(plain) ||
    /^(?:https?:|mailto:|data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,])/.test(plain)
  );
}

function problemsOf(element: Element): string[] {
  const name = element.name.toLowerCase();
  const problems: string[] = [];
  if (FORBIDDEN_ELEMENTS.includes(name)) problems.push(`<${name}> element`);
  for (const [attribute, value] of Object.entries(element.attribs)) {
    const lower = attribute.toLowerCase();
    if (lower.startsWith('on')) problems.push(`${lower} on <${name}>`);
    if (lower === 'srcdoc') problems.push(`srcdoc on <${name}>`);
    if (URL_BEARING_ATTRIBUTES.includes(lower) && value !== '' && !isAcceptableUrl(value)) {
      problems.push(`${lower}="${value}" on <${name}>`);
    }
    if (lower === 'style' && /url\s*\(|expression\s*\(|javascript:|position\s*:\s*fixed/i.test(value)) {
      problems.push(`style="${value}" on <${name}>`);
    }
  }
  if (name === 'iframe') {
    if (!('sandbox' in element.attribs)) problems.push('<iframe> without sandbox');
    const src = element.attribs['src'];
    if (src !== undefined && !src.trim().toLowerCase().startsWith('https:')) problems.push(`<iframe src="${src}">`);
  }
  return problems;
}

/** Everything in the markup that could run, load from elsewhere or navigate; [] when clean. */
export function unsafeParts(markup: string): string[] {
  const visit = (nodes: readonly ChildNode[]): string[] =>
    nodes.flatMap((node) => (isTag(node) ? [...problemsOf(node), ...visit(node.children)] : []));
  return visit(parseDocument(markup).children);
}
