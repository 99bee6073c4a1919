import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  THEME_COLORS,
  THEME_FONTS,
  type ThemeColor,
  type ThemeFontName,
} from '@lectern/deck-format/constants';
import './deck.css';

/** The theme names a deck's settings carry; a name Lectern does not know falls back to the default. */
export interface DeckThemeNames {
  readonly theme_color: string;
  readonly theme_font: string;
}

/** A deck's theme colour and font names, each a known one (the default for an unknown name). */
export function deckTheme(deck: DeckThemeNames): { color: ThemeColor; font: ThemeFontName } {
  return {
    color: Object.hasOwn(THEME_COLORS, deck.theme_color) ? (deck.theme_color as ThemeColor) : DEFAULT_THEME_COLOR,
    font: Object.hasOwn(THEME_FONTS, deck.theme_font) ? (deck.theme_font as ThemeFontName) : DEFAULT_THEME_FONT,
  };
}

/** The attributes that give a `.deck-theme` element the deck's colours and font from `deck.css`. */
export function deckThemeAttributes(deck: DeckThemeNames) {
  const { color, font } = deckTheme(deck);
  return { 'data-theme-color': color, 'data-theme-font': font } as const;
}

/** The faces a slide's text uses: regular and bold, upright and italic. */
const FACES = ['400', '700', 'italic 400', 'italic 700'] as const;

/**
 * Loads the deck's theme font (only the faces slides use) and resolves when it is ready, so
 * whoever measures text measures it in the deck's font. A face that cannot load leaves the
 * fallback fonts of the stack, and still resolves.
 */
export async function loadDeckFont(themeFont: string): Promise<void> {
  const { family } = THEME_FONTS[deckTheme({ theme_color: '', theme_font: themeFont }).font];
  await Promise.all(FACES.map((face) => document.fonts.load(`${face} 32px ${family}`).catch(() => [])));
}
