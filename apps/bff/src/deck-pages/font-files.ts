import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME_FONT, THEME_FONTS } from '@lectern/deck-format';

const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const descriptor = (block: string, name: string) => new RegExp(`${name}\\s*:\\s*([^;]+)`).exec(block)?.[1]?.trim();
/** The Latin subset, as the font packages name it in their unicode ranges. */
const LATIN_RANGE = /^U\+(\?\?|0000-00FF)(,|$)/i;

/** A face of a font family, as `@font-face` rules name it: `400-normal`, `700-italic`. */
export type FontFace = `${'400' | '700'}-${'normal' | 'italic'}`;
const FACES = new Set<string>(['400-normal', '700-normal', '400-italic', '700-italic'] satisfies FontFace[]);
/** Regular and bold upright: what a first slide's text and headings are set in, and the page around it. */
const UPRIGHT: FontFace[] = ['400-normal', '700-normal'];

const unquoted = (family: string) => family.trim().replace(/^["']|["']$/g, '');

const TAG = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>|([^<]+)/gi;
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const ITALIC_ELEMENTS = new Set(['em', 'i', 'cite', 'dfn', 'var', 'address']);
const BOLD_ELEMENTS = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);
const ITALIC_STYLE = /font-style\s*:\s*(italic|oblique)/i;
const BOLD_STYLE = /font-weight\s*:\s*(bold|bolder|[6-9]00)/i;

/**
 * The faces a slide's text is set in besides regular and bold upright: italic where its text sits
 * in `<em>`, `<i>` and the like (or a style that slants it), bold italic where that text is also in
 * a heading, `<strong>` or `<b>`. Read from stored (sanitized) markup, whose tags are well formed.
 */
export function slantedFaces(slideHtml: string): FontFace[] {
  const open: { name: string; italic: boolean; bold: boolean }[] = [];
  const faces = new Set<FontFace>();
  for (const [, closing, rawName, attributes, text] of slideHtml.matchAll(TAG)) {
    if (text !== undefined) {
      const italic = open.some((element) => element.italic);
      if (italic && text.trim() !== '') faces.add(open.some((element) => element.bold) ? '700-italic' : '400-italic');
      continue;
    }
    const name = rawName!.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at >= 0) open.length = at;
    } else if (!VOID_ELEMENTS.has(name) && !attributes!.endsWith('/')) {
      open.push({
        name,
        italic: ITALIC_ELEMENTS.has(name) || ITALIC_STYLE.test(attributes!),
        bold: BOLD_ELEMENTS.has(name) || BOLD_STYLE.test(attributes!),
      });
    }
  }
  return [...faces];
}

/**
 * The font files a deck's first paint needs, per theme font and face: the Latin faces of the
 * theme's family, read from the `@font-face` rules of the route's stylesheets (as addresses).
 * A page preloads its regular and bold upright faces and the slanted ones its first slide uses,
 * so the slide is drawn in its own font at once rather than held back for a face found late.
 */
export function themeFontFiles(
  webRoot: string,
  stylesheets: readonly string[],
): (themeFont: string, slanted: readonly FontFace[]) => string[] {
  const files = new Map<string, Map<string, string[]>>();
  for (const href of stylesheets) {
    let css: string;
    try {
      css = readFileSync(path.join(webRoot, href), 'utf8');
    } catch {
      continue;
    }
    for (const [, block] of css.matchAll(FONT_FACE)) {
      const family = descriptor(block!, 'font-family');
      const url = /url\(([^)]+\.woff2)\)/.exec(block!)?.[1];
      const face = `${descriptor(block!, 'font-weight') ?? ''}-${descriptor(block!, 'font-style') ?? 'normal'}`;
      if (!family || !url || !FACES.has(face)) continue;
      if (!LATIN_RANGE.test(descriptor(block!, 'unicode-range') ?? '')) continue;
      const faces = files.get(unquoted(family)) ?? new Map<string, string[]>();
      faces.set(face, [...(faces.get(face) ?? []), unquoted(url)]);
      files.set(unquoted(family), faces);
    }
  }
  return (themeFont, slanted) => {
    const { family } = Object.hasOwn(THEME_FONTS, themeFont)
      ? THEME_FONTS[themeFont as keyof typeof THEME_FONTS]
      : THEME_FONTS[DEFAULT_THEME_FONT];
    const faces = files.get(unquoted(family.split(',')[0]!));
    return [...UPRIGHT, ...slanted].flatMap((face) => faces?.get(face) ?? []);
  };
}
