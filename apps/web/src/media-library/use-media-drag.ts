import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragReducer, idleDrag, type DragEvent, type DragState } from './drag-gesture';

/** The tag under the pointer: tags mark themselves with `data-drop-tag`. */
function tagAt(x: number, y: number): string | null {
  return document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-tag]')?.dataset.dropTag ?? null;
}

/**
 * Dragging items onto a tag with the mouse or a pen (spec/001 §2): a press becomes a drag after
 * 10 px, the tag under the pointer is highlighted, and releasing over it tags the dragged items.
 * The click that ends a drag selects nothing.
 */
export function useMediaDrag(options: {
  order: readonly string[];
  selected: ReadonlySet<string>;
  onDrop: (tagId: string, ids: readonly string[]) => void;
}) {
  const [drag, setDrag] = useState<DragState>(idleDrag);
  const [overTag, setOverTag] = useState<string | null>(null);
  const state = useRef<DragState>(idleDrag);
  const latest = useRef(options);
  const justDragged = useRef(false);
  useEffect(() => {
    latest.current = options;
  });

  const dispatch = (event: DragEvent) => {
    state.current = dragReducer(state.current, event);
    setDrag(state.current);
  };

  const pressed = drag.phase !== 'idle';
  useEffect(() => {
    if (!pressed) return;
    const move = (event: PointerEvent) => {
      const { selected, order } = latest.current;
      dispatch({ type: 'move', x: event.clientX, y: event.clientY, selected, order });
      if (state.current.phase === 'dragging') setOverTag(tagAt(event.clientX, event.clientY));
    };
    const end = (event: PointerEvent | KeyboardEvent) => {
      const current = state.current;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
      } else if (current.phase === 'dragging') {
        const tagId = tagAt(event.clientX, event.clientY);
        if (tagId) latest.current.onDrop(tagId, current.ids);
      }
      if (current.phase === 'dragging') {
        // The click that follows this release, if any, comes before the timer.
        justDragged.current = true;
        setTimeout(() => (justDragged.current = false));
      }
      setOverTag(null);
      dispatch({ type: 'end' });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', end, true);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', end, true);
    };
  }, [pressed]);

  return {
    drag,
    overTag,
    press(id: string, event: ReactPointerEvent) {
      if (event.button !== 0 || event.pointerType === 'touch') return;
      dispatch({ type: 'press', id, x: event.clientX, y: event.clientY });
    },
    /** True for the click that ends a drag. */
    endsDrag: () => justDragged.current,
  };
}
