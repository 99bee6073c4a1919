import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { Deck } from '@lectern/deck-format';
import type { DeckLook } from '../canvas/slide-theme';
import { useEditorApi } from '../editor-context';
import { DRAG_THRESHOLD } from '../gestures/point';
import { isHidden, type SlidePlacement } from '../model/deck-ops';
import { sameRef, slideLabel, type SlideRef } from '../model/slide-ref';
import { dropPlacement } from './drop-placement';
import { SlideThumbnail } from './slide-thumbnail';

interface SlideDrag {
  slideId: string;
  start: { x: number; y: number };
  dragging: boolean;
  target: { slideId: string; placement: SlidePlacement } | null;
}

/**
 * The deck's slides: one column per stack, left to right, with a stack's vertical slides under
 * it. A click shows a slide; dragging one onto another moves it (near a side edge: a stack of its
 * own before or after; otherwise above or below inside that stack).
 */
export function Navigator({
  deck,
  look,
  themeHtml,
  current,
  onContextMenu,
}: {
  deck: Deck;
  look: DeckLook;
  /** The markup of the theme the deck follows, drawn on every slide's picture. */
  themeHtml: string;
  current: SlideRef;
  onContextMenu: (event: MouseEvent) => void;
}) {
  const { run } = useEditorApi();
  const [drag, setDrag] = useState<SlideDrag | null>(null);
  const dragRef = useRef<SlideDrag | null>(null);
  const change = (next: SlideDrag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const targetAt = (x: number, y: number, dragged: string): SlideDrag['target'] => {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slide-id]');
    const slideId = element?.dataset.slideId;
    if (!element || !slideId || slideId === dragged) return null;
    return { slideId, placement: dropPlacement({ x, y }, element.getBoundingClientRect()) };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, slideId: string, ref: SlideRef) => {
    if (event.button !== 0) return;
    void run('goToSlide', ref);
    change({ slideId, start: { x: event.clientX, y: event.clientY }, dragging: false, target: null });
    const move = (e: globalThis.PointerEvent) => {
      const now = dragRef.current;
      if (!now) return;
      const dragging = now.dragging || Math.hypot(e.clientX - now.start.x, e.clientY - now.start.y) > DRAG_THRESHOLD;
      if (dragging) change({ ...now, dragging, target: targetAt(e.clientX, e.clientY, now.slideId) });
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      const done = dragRef.current;
      change(null);
      if (done?.dragging && done.target)
        void run('moveSlide', {
          slideId: done.slideId,
          targetId: done.target.slideId,
          placement: done.target.placement,
        });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <nav className={`editor-navigator${drag?.dragging ? ' is-dragging' : ''}`} aria-label="Slides">
      <ol className="editor-navigator__stacks">
        {deck.stacks.map((stack, h) => (
          <li key={stack.slides[0]!.id} className="editor-navigator__stack">
            <ol className="editor-navigator__slides">
              {stack.slides.map((slide, v) => {
                const ref = { h, v };
                const target = drag?.target?.slideId === slide.id ? drag.target.placement : null;
                return (
                  <li key={slide.id} className="editor-navigator__slide">
                    {/* Beside the button, not in it: the button is named by the slide's number alone. */}
                    <SlideThumbnail slide={slide} look={look} themeHtml={themeHtml} />
                    <button
                      type="button"
                      className={`editor-navigator__button${sameRef(ref, current) ? ' is-current' : ''}${
                        isHidden(slide) ? ' is-hidden' : ''
                      }${drag?.dragging && drag.slideId === slide.id ? ' is-dragged' : ''}`}
                      data-slide-id={slide.id}
                      data-drop={target ?? undefined}
                      aria-label={`${slideLabel(ref)}${isHidden(slide) ? ' (hidden)' : ''}`}
                      aria-current={sameRef(ref, current) ? 'true' : undefined}
                      onPointerDown={(event) => onPointerDown(event, slide.id, ref)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') void run('goToSlide', ref);
                      }}
                      onContextMenu={(event) => {
                        void run('goToSlide', ref);
                        onContextMenu(event);
                      }}
                    >
                      <span className="editor-navigator__number" aria-hidden="true">
                        {v > 0 ? `${h + 1}.${v + 1}` : h + 1}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
