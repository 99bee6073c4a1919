import type { CSSProperties } from 'react';
import { slideWithThemeHtml } from '@lectern/deck-format';
import { useElementWidth } from '../ui/use-element-width';
import { deckThemeAttributes, type DeckThemeNames } from './theme';
import './slide-still.css';

export interface SlideStillProps {
  /** One slide's sanitized markup, its `<section>` (the server cleans every save). */
  markup: string;
  /** The deck's slide size. */
  width: number;
  height: number;
  /** The deck's theme colour and font. */
  theme: DeckThemeNames;
  /** The markup of the theme the deck follows (cleaned when the theme was saved), drawn beneath the slide's blocks. */
  themeHtml?: string;
}

/**
 * One slide as a still, scaled to the width of its frame, in the deck's theme with its theme's
 * markup: a revision's slides, a template in the template browser. It is inert: nothing in it is
 * focused or followed.
 */
export function SlideStill({ markup, width, height, theme, themeHtml = '' }: SlideStillProps) {
  const [frame, frameWidth] = useElementWidth<HTMLDivElement>();
  // The slide's size and scale reach the stylesheet as custom properties, set through the CSSOM.
  const size = {
    '--slide-width': `${width}px`,
    '--slide-height': `${height}px`,
    '--slide-ratio': `${width} / ${height}`,
    '--slide-scale': frameWidth / width,
  } as CSSProperties;
  return (
    <div ref={frame} className="slide-thumbnail deck-theme" {...deckThemeAttributes(theme)} style={size} inert>
      <div
        className="slide-thumbnail__canvas reveal deck-slide"
        dangerouslySetInnerHTML={{ __html: slideWithThemeHtml(markup, themeHtml) }}
      />
    </div>
  );
}
