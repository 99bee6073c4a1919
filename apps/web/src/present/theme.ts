import type { CSSProperties } from 'react';
import { deckTheme, type DeckThemeNames } from '../deck-styles/theme';

/**
 * A deck's theme colour and font as CSS custom properties, read by `deck-theme.css`. reveal.js's
 * bundled theme files are not used: each inlines its fonts (hundreds of KB).
 */
export function deckThemeStyle(deck: DeckThemeNames): CSSProperties {
  const { palette, font } = deckTheme(deck);
  return {
    '--deck-background': palette.background,
    '--deck-text': palette.text,
    '--deck-heading': palette.heading,
    '--deck-link': palette.link,
    '--deck-font': font.family,
  } as CSSProperties;
}
