import { useMemo, type CSSProperties } from 'react';
import { deckThemeAttributes, type DeckThemeNames } from '../deck-styles/theme';
import './slide-thumbnails.css';
import { useElementWidth } from './use-element-width';
import { slideStills } from './slide-markup';

interface SlideThumbnailsProps {
  /** Sanitized slide markup (the server cleans every save). */
  markup: string;
  /** The deck's slide size. */
  width: number;
  height: number;
  /** The deck's theme colour and font. */
  theme: DeckThemeNames;
}

/** Every slide as a still, scaled-down picture; each slide of a vertical stack on its own. */
export function SlideThumbnails({ markup, width, height, theme }: SlideThumbnailsProps) {
  const slides = useMemo(() => slideStills(markup), [markup]);
  if (slides.length === 0) return <p className="slide-thumbnails__empty">This version has no slides.</p>;
  return (
    <ol className="slide-thumbnails" aria-label="Slides">
      {slides.map((slide) => (
        <li key={slide.label} className="slide-thumbnails__item">
          <SlideThumbnail markup={slide.markup} width={width} height={height} theme={theme} />
          <span className="slide-thumbnails__number">Slide {slide.label}</span>
        </li>
      ))}
    </ol>
  );
}

/** One slide as a still, scaled to the width it is given. */
export function SlideThumbnail({ markup, width, height, theme }: SlideThumbnailsProps) {
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
      <div className="slide-thumbnail__canvas reveal deck-slide" dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  );
}
