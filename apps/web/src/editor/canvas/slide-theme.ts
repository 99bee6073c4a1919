import type { CSSProperties } from 'react';
import { deckTheme, type DeckThemeNames } from '../../deck-styles/theme';

export interface DeckLook extends DeckThemeNames {
  readonly width: number;
  readonly height: number;
}

/** The slide's size, background, text colour and font from the deck's settings. */
export function slideStyle(deck: DeckLook): CSSProperties {
  const { palette, font } = deckTheme(deck);
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
