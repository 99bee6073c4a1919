/// <reference types="node" />
// The stylesheet is read as the file it is (vitest does not hand CSS imports to tests).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_FONT, THEME_COLORS, THEME_FONTS } from '@lectern/deck-format/constants';
import { deckTheme, deckThemeAttributes } from './theme';

const css = readFileSync(new URL('./deck.css', import.meta.url), 'utf8');

/** The custom properties a rule sets, by property name. */
function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`deck.css has no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--deck-[a-z]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim().replaceAll("'", '"'),
    ]),
  );
}

const palette = (values: Record<string, string>) => ({
  background: values['--deck-background'],
  text: values['--deck-text'],
  heading: values['--deck-heading'],
  link: values['--deck-link'],
});

describe('deck.css', () => {
  it('paints every theme colour as @lectern/deck-format names it, the default without a name', () => {
    for (const [name, colours] of Object.entries(THEME_COLORS))
      expect(palette(declarations(`.deck-theme[data-theme-color='${name}']`)), name).toEqual(colours);
    expect(palette(declarations('.deck-theme'))).toEqual(THEME_COLORS[DEFAULT_THEME_COLOR]);
  });

  it('sets every theme font to its font stack, the default without a name', () => {
    for (const [name, font] of Object.entries(THEME_FONTS))
      expect(declarations(`.deck-theme[data-theme-font='${name}']`)['--deck-font'], name).toBe(font.family);
    expect(declarations('.deck-theme')['--deck-font']).toBe(THEME_FONTS[DEFAULT_THEME_FONT].family);
  });

  it('bundles the first face of every theme font from an @fontsource package', () => {
    const bundled = new Set([...css.matchAll(/@import '@fontsource\/([a-z-]+)\//g)].map(([, name]) => name));
    for (const { family } of Object.values(THEME_FONTS)) {
      const first = family.split(',')[0]!.replaceAll('"', '').trim();
      expect(bundled, family).toContain(first.toLowerCase().replaceAll(' ', '-'));
    }
  });
});

describe('deckThemeAttributes', () => {
  it('names the deck theme, and the defaults for names Lectern does not know', () => {
    expect(deckThemeAttributes({ theme_color: 'black-mint', theme_font: 'league' })).toEqual({
      'data-theme-color': 'black-mint',
      'data-theme-font': 'league',
    });
    expect(deckTheme({ theme_color: "x'] { }", theme_font: '__proto__' })).toEqual({
      color: DEFAULT_THEME_COLOR,
      font: DEFAULT_THEME_FONT,
    });
  });
});
