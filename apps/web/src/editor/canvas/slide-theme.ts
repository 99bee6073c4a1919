import { deckThemeAttributes, type DeckThemeNames } from '../../deck-styles/theme';

export interface DeckLook extends DeckThemeNames {
  readonly width: number;
  readonly height: number;
  /** The deck centres its slides' content vertically (content that is not in blocks). */
  readonly center: boolean;
}

/**
 * The attributes of an element that draws one slide at the deck's size in the deck's theme
 * (`deck-styles/deck.css`); `className` adds the view's own classes, `scale` its transform.
 */
export function slideProps(deck: DeckLook, className: string, scale: number) {
  return {
    className: `deck-theme deck-slide ${className}`,
    ...deckThemeAttributes(deck),
    style: { width: deck.width, height: deck.height, transform: `scale(${scale})`, ['--slide-scale' as string]: scale },
  };
}
