import { useEffect, useRef, type RefObject } from 'react';
import type { RevealApi } from 'reveal.js';
import { LIVE_POINTER_DOWN_RESET_MS, LIVE_POINTER_LAYOUT_DELAY_MS } from '../../constants';
import { easeTowards, type PointerPosition } from '../pointer';

/** How the viewer moves its copy of the presenter's pointer. */
export interface PointerTarget {
  move(position: PointerPosition): void;
}

/**
 * The presenter's pointer over the audience's slides: it glides to where the presenter points
 * (each frame a share of the way), shows pressed while the presenter holds it down (for 30 s at
 * most without news), and hides outside the slide. The slide's place is measured again half a
 * second after the window changes size.
 */
export function LivePointer({
  reveal,
  shown,
  target,
}: {
  reveal: RevealApi | null;
  shown: boolean;
  target: RefObject<PointerTarget | null>;
}) {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slides = reveal?.getSlidesElement();
    const element = dot.current;
    if (!slides || !element) return;
    let box = slides.getBoundingClientRect();
    let at = { x: 0.5, y: 0.5 };
    let goal: PointerPosition = { x: 0.5, y: 0.5, outside: true, down: false };
    let frame = 0;
    let downReset: number | undefined;
    let layout: number | undefined;

    const draw = () => {
      const container = element.offsetParent?.getBoundingClientRect() ?? { left: 0, top: 0 };
      element.style.transform = `translate(${box.left - container.left + at.x * box.width}px, ${box.top - container.top + at.y * box.height}px)`;
      element.dataset.state = goal.outside ? 'outside' : goal.down ? 'down' : 'up';
    };
    const step = () => {
      at = easeTowards(at, goal);
      draw();
      frame = at.x === goal.x && at.y === goal.y ? 0 : requestAnimationFrame(step);
    };
    target.current = {
      move(position) {
        // Back from outside, the pointer appears where it is rather than gliding in.
        if (goal.outside && !position.outside) at = { x: position.x, y: position.y };
        goal = position;
        window.clearTimeout(downReset);
        if (position.down)
          downReset = window.setTimeout(() => {
            goal = { ...goal, down: false };
            draw();
          }, LIVE_POINTER_DOWN_RESET_MS);
        if (!frame) frame = requestAnimationFrame(step);
      },
    };
    const onResize = () => {
      window.clearTimeout(layout);
      layout = window.setTimeout(() => {
        box = slides.getBoundingClientRect();
        draw();
      }, LIVE_POINTER_LAYOUT_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    reveal?.on('resize', onResize);
    draw();
    return () => {
      target.current = null;
      cancelAnimationFrame(frame);
      window.clearTimeout(downReset);
      window.clearTimeout(layout);
      window.removeEventListener('resize', onResize);
      reveal?.off('resize', onResize);
    };
  }, [reveal, target]);

  return <div ref={dot} className="live-pointer" aria-hidden="true" hidden={!shown} />;
}
