import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  THEME_COLORS,
  THEME_FONTS,
  type ThemeFont,
  type ThemePalette,
} from '@lectern/deck-format/constants';

/** The theme names a deck's settings carry; a name Lectern does not know falls back to the default. */
export interface DeckThemeNames {
  readonly theme_color: string;
  readonly theme_font: string;
}

export interface DeckTheme {
  readonly palette: ThemePalette;
  readonly font: ThemeFont;
}

/** A deck's theme colours and font, from `@lectern/deck-format`'s constants. */
export function deckTheme(deck: DeckThemeNames): DeckTheme {
  const palette = Object.hasOwn(THEME_COLORS, deck.theme_color)
    ? THEME_COLORS[deck.theme_color as keyof typeof THEME_COLORS]
    : THEME_COLORS[DEFAULT_THEME_COLOR];
  const font = Object.hasOwn(THEME_FONTS, deck.theme_font)
    ? THEME_FONTS[deck.theme_font as keyof typeof THEME_FONTS]
    : THEME_FONTS[DEFAULT_THEME_FONT];
  return { palette, font };
}
