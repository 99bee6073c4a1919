import type { CSSProperties } from 'react';
import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  THEME_COLORS,
  THEME_FONTS,
  type ThemeColor,
  type ThemeFontName,
} from '@lectern/deck-format/constants';
import type { Deck } from '../api/deck-types';

const isThemeColor = (name: string): name is ThemeColor => Object.hasOwn(THEME_COLORS, name);
const isThemeFont = (name: string): name is ThemeFontName => Object.hasOwn(THEME_FONTS, name);

/**
 * A deck's theme colour and font as CSS custom properties, read by `deck-theme.css`. reveal.js's
 * bundled theme files are not used: each inlines its fonts (hundreds of KB).
 */
export function deckThemeStyle(deck: Pick<Deck, 'theme_color' | 'theme_font'>): CSSProperties {
  const palette = THEME_COLORS[isThemeColor(deck.theme_color) ? deck.theme_color : DEFAULT_THEME_COLOR];
  const font = THEME_FONTS[isThemeFont(deck.theme_font) ? deck.theme_font : DEFAULT_THEME_FONT];
  return {
    '--deck-background': palette.background,
    '--deck-text': palette.text,
    '--deck-heading': palette.heading,
    '--deck-link': palette.link,
    '--deck-font': font.family,
  } as CSSProperties;
}
