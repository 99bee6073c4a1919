import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME_FONT, THEME_FONTS } from '@lectern/deck-format';

const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const descriptor = (block: string, name: string) => new RegExp(`${name}\\s*:\\s*([^;]+)`).exec(block)?.[1]?.trim();
/** The Latin subset, as the font packages name it in their unicode ranges. */
const LATIN_RANGE = /^U\+(\?\?|0000-00FF)(,|$)/i;
/** Regular and bold upright: what a first slide's headings and text are set in. */
const PRELOADED_WEIGHTS = new Set(['400', '700']);

const unquoted = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/**
 * The font files a deck's first paint needs, per theme font: the Latin, upright, regular and bold
 * faces of the theme's family, read from the `@font-face` rules of the route's stylesheets (as
 * addresses). A page preloads them so its first slide is drawn in its own font, not redrawn in it.
 */
export function themeFontFiles(webRoot: string, stylesheets: readonly string[]): (themeFont: string) => string[] {
  const files = new Map<string, string[]>();
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
      if (!family || !url || (descriptor(block!, 'font-style') ?? 'normal') !== 'normal') continue;
      if (!PRELOADED_WEIGHTS.has(descriptor(block!, 'font-weight') ?? '')) continue;
      if (!LATIN_RANGE.test(descriptor(block!, 'unicode-range') ?? '')) continue;
      const name = unquoted(family);
      files.set(name, [...(files.get(name) ?? []), unquoted(url)]);
    }
  }
  return (themeFont) => {
    const { family } = Object.hasOwn(THEME_FONTS, themeFont)
      ? THEME_FONTS[themeFont as keyof typeof THEME_FONTS]
      : THEME_FONTS[DEFAULT_THEME_FONT];
    return files.get(unquoted(family.split(',')[0]!)) ?? [];
  };
}
