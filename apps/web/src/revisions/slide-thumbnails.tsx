import { useMemo } from 'react';
import type { DeckThemeNames } from '../deck-styles/theme';
import { SlideStill } from '../deck-styles/slide-still';
import { slideStills } from './slide-markup';

interface SlideThumbnailsProps {
  /** Sanitized slide markup (the server cleans every save). */
  markup: string;
  /** The deck's slide size. */
  width: number;
  height: number;
  /** The deck's theme colour and font. */
  theme: DeckThemeNames;
  /** The markup of the theme the deck follows, drawn on every slide. */
  themeHtml: string;
}

/** Every slide as a still, scaled-down picture; each slide of a vertical stack on its own. */
export function SlideThumbnails({ markup, width, height, theme, themeHtml }: SlideThumbnailsProps) {
  const slides = useMemo(() => slideStills(markup), [markup]);
  if (slides.length === 0) return <p className="slide-thumbnails__empty">This version has no slides.</p>;
  return (
    <ol className="slide-thumbnails" aria-label="Slides">
      {slides.map((slide) => (
        <li key={slide.label} className="slide-thumbnails__item">
          <SlideStill markup={slide.markup} width={width} height={height} theme={theme} themeHtml={themeHtml} />
          <span className="slide-thumbnails__number">Slide {slide.label}</span>
        </li>
      ))}
    </ol>
  );
}
