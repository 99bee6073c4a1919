import { memo, Suspense, useLayoutEffect, useRef } from 'react';
import { blockHtml, type Slide } from '@lectern/deck-format';
import { drawRichBlocksIn } from '../blocks/draw-rich-blocks';
import { foreignContentMarkup } from '../canvas/foreign-content';
import { LazyThemeLayer } from '../canvas/lazy-theme-layer';
import { slideProps, type DeckLook } from '../canvas/slide-theme';
import { useNearViewport } from './use-near-viewport';

export const THUMBNAIL_WIDTH = 128;
/** What a slide's blocks may hold that the keyboard would reach. */
const FOCUSABLE_IN_SLIDE = 'a[href], iframe, video, audio, [tabindex]';
/** Holds the slide's own markup without a box of its own: its blocks are placed on the slide. */
const SLIDE_CONTENT = { display: 'contents' } as const;

/**
 * A small picture of a slide in the saved deck's own markup (text was sanitized by the server when
 * saved), over the markup of the theme the deck follows as the canvas draws it, drawn only once it
 * scrolls near the navigator's view.
 */
export const SlideThumbnail = memo(function SlideThumbnail({
  slide,
  look,
  themeHtml,
}: {
  slide: Slide;
  look: DeckLook;
  themeHtml: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const scale = THUMBNAIL_WIDTH / look.width;
  const html = near ? foreignContentMarkup(slide.foreignHtml, look.center) + slide.blocks.map(blockHtml).join('') : '';
  // Code and formulas drawn as on the canvas (the highlighter and KaTeX load only for them).
  useLayoutEffect(() => {
    if (html && box.current) void drawRichBlocksIn(box.current);
    // Links and frames of a slide are not Tab stops in its picture, which is hidden from readers.
    box.current?.querySelectorAll(FOCUSABLE_IN_SLIDE).forEach((element) => element.setAttribute('tabindex', '-1'));
  }, [html]);
  return (
    <div
      ref={box}
      className="editor-thumbnail"
      style={{ width: THUMBNAIL_WIDTH, height: look.height * scale }}
      // What the slide says is read on the canvas; here it would repeat every slide.
      aria-hidden="true"
    >
      {near && (
        <div {...slideProps(look, 'editor-slide editor-thumbnail__slide', scale)}>
          {themeHtml && (
            <Suspense fallback={null}>
              <LazyThemeLayer html={themeHtml} />
            </Suspense>
          )}
          <div style={SLIDE_CONTENT} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      )}
    </div>
  );
});
