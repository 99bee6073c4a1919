import DOMPurify from 'isomorphic-dompurify';

export const svgMessages = {
  missingSvg: 'Invalid SVG: missing svg element',
  missingSize: 'SVG error: missing viewBox or width/height',
} as const;

export class InvalidSvgError extends Error {
  override readonly name = 'InvalidSvgError';
}

const LOCAL_REFERENCE = /^#/;
const URL_REFERENCE = /url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/i;

/**
 * Checks an uploaded SVG (spec/001 §5) and cleans it before it is stored: no scripts, no event
 * handlers, no foreign HTML, and no references outside the document (links, images, fonts,
 * `url()` in attributes and styles); only `#fragment` references stay.
 */
export function cleanSvg(source: string): string {
  const purifier = DOMPurify;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name);
      if (value !== null && !LOCAL_REFERENCE.test(value.trim())) node.removeAttribute(name);
    }
    for (const attribute of [...node.attributes]) {
      if (URL_REFERENCE.test(attribute.value)) node.removeAttribute(attribute.name);
    }
  });
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (
      data.tagName === 'style' &&
      node.textContent &&
      (URL_REFERENCE.test(node.textContent) || /@import/i.test(node.textContent))
    )
      node.textContent = '';
  });
  try {
    const clean = purifier.sanitize(source, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object', 'image', 'feImage'],
      WHOLE_DOCUMENT: false,
    });
    const root = /<svg\b[^>]*>/i.exec(clean)?.[0];
    if (!root) throw new InvalidSvgError(svgMessages.missingSvg);
    const hasViewBox = /\sviewBox\s*=/i.test(root);
    const hasSize = /\swidth\s*=/i.test(root) && /\sheight\s*=/i.test(root);
    if (!hasViewBox && !hasSize) throw new InvalidSvgError(svgMessages.missingSize);
    return clean.startsWith('<svg') ? clean : clean.slice(clean.indexOf('<svg'));
  } finally {
    purifier.removeAllHooks();
  }
}
