import type { SlideSize } from '@lectern/deck-format';
import { marginPercent } from './settings-values';
import { PREVIEW_FRAMES, slideFit } from './slide-fit';

/** The deck size on a 16:9 and a 3:4 screen, with the margin as a percentage (spec/001 §2). */
export function SizePreview({ size, margin }: { size: SlideSize; margin: number }) {
  return (
    <figure className="size-preview" aria-label="Size preview">
      {PREVIEW_FRAMES.map((frame) => {
        const fit = slideFit(frame, size, margin);
        return (
          <div key={frame.label} className="size-preview__item">
            <div
              className={`size-preview__screen size-preview__screen--${frame.width > frame.height ? 'wide' : 'tall'}`}
              data-frame={frame.label}
            >
              <div className="size-preview__slide" style={{ width: `${fit.width}%`, height: `${fit.height}%` }} />
            </div>
            <span className="size-preview__label">{frame.label}</span>
          </div>
        );
      })}
      <figcaption className="size-preview__caption">
        {size.width} × {size.height}, margin {marginPercent(margin)}%
      </figcaption>
    </figure>
  );
}
