import type { CSSProperties } from 'react';
import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  THEME_COLORS,
  THEME_FONTS,
  type ThemeColor,
  type ThemeFontName,
} from '@lectern/deck-format';

export interface DeckLook {
  readonly width: number;
  readonly height: number;
  readonly theme_color: string;
  readonly theme_font: string;
}

/** The slide's size, background, text colour and font from the deck's settings; unknown names fall back to the defaults. */
export function slideStyle(deck: DeckLook): CSSProperties {
  const palette = THEME_COLORS[deck.theme_color as ThemeColor] ?? THEME_COLORS[DEFAULT_THEME_COLOR];
  const font = THEME_FONTS[deck.theme_font as ThemeFontName] ?? THEME_FONTS[DEFAULT_THEME_FONT];
  return {
    width: deck.width,
    height: deck.height,
    background: palette.background,
    color: palette.text,
    fontFamily: font.family,
    ['--slide-heading-color' as string]: palette.heading,
    ['--slide-link-color' as string]: palette.link,
  };
}
