import { useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';

/**
 * Keeps `measured` (block id → drawn height) up to date for the blocks drawn in `slide`, and
 * draws again whenever a height changes: after a render (a block just added is measured before
 * the screen shows its frame) and whenever a block's box changes size without one (text being
 * typed, a font arriving).
 */
export function useMeasuredHeights(slide: RefObject<HTMLElement | null>, measured: Map<string, number>): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = () => {
    const element = slide.current;
    if (!element) return false;
    let changed = false;
    for (const block of element.querySelectorAll<HTMLElement>(':scope > .sl-block[data-block-id]')) {
      observer.current?.observe(block);
      const id = block.dataset.blockId!;
      if (measured.get(id) !== block.offsetHeight) {
        measured.set(id, block.offsetHeight);
        changed = true;
      }
    }
    return changed;
  };

  useEffect(() => {
    const resizes = new ResizeObserver(() => {
      if (measure()) redraw();
    });
    observer.current = resizes;
    if (measure()) redraw();
    return () => {
      resizes.disconnect();
      observer.current = null;
    };
    // Once: `measure` reads only refs and the store's map, which live as long as the canvas.
  }, []);

  useLayoutEffect(() => {
    if (measure()) redraw();
  });
}
