import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragReducer, idleDrag, type DragState } from './drag-gesture';

/** Pressing these never starts a drag: they have a job of their own. */
const NOT_A_HANDLE = 'input, textarea, select, button, [contenteditable="true"]';
/** A drop target carries the id of its tag. */
export const DROP_TAG_ATTRIBUTE = 'data-drop-tag';
/** The page's class while decks are dragged: no text selection, a grabbing pointer. */
const DRAGGING_CLASS = 'dragging-decks';
const GHOST_OFFSET_PX = 14;

interface DeckDragOptions {
  enabled: boolean;
  selected: ReadonlySet<string>;
  /** The decks as shown. */
  order: readonly string[];
  onDrop: (tagId: string, deckIds: readonly string[]) => void;
}

export interface DeckDrag {
  /** The decks being dragged; empty while there is no drag. */
  deckIds: readonly string[];
  /** The tag under the pointer during a drag. */
  overTagId: string | null;
  /** A deck card's pointerdown. */
  press: (deckId: string, event: ReactPointerEvent) => void;
  /** For the element that follows the pointer; it is moved through the CSSOM. */
  ghostRef: (element: HTMLElement | null) => void;
}

function placeGhost(element: HTMLElement | null, x: number, y: number): void {
  if (element) element.style.transform = `translate3d(${x + GHOST_OFFSET_PX}px, ${y + GHOST_OFFSET_PX}px, 0)`;
}

/** The browser sends a click after a drag ends over the same element; it must not select anything. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/**
 * Dragging decks onto a tag with the mouse (spec/000 §4): the drag starts once the pointer has
 * moved past the threshold, takes the selection along when the grabbed deck is selected, and a
 * release over a tag drops them there. Escape or leaving the window cancels it.
 */
export function useDeckDrag({ enabled, selected, order, onDrop }: DeckDragOptions): DeckDrag {
  const latest = useRef({ selected, order, onDrop });
  useEffect(() => {
    latest.current = { selected, order, onDrop };
  });
  const state = useRef<DragState>(idleDrag);
  const ghost = useRef<HTMLElement | null>(null);
  const stop = useRef<(() => void) | undefined>(undefined);
  const [deckIds, setDeckIds] = useState<readonly string[]>([]);
  const [overTagId, setOverTagId] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) stop.current?.();
  }, [enabled]);
  useEffect(() => () => stop.current?.(), []);

  const press = (deckId: string, event: ReactPointerEvent) => {
    const target = event.target as Element;
    if (!enabled || event.button !== 0 || event.pointerType !== 'mouse' || target.closest(NOT_A_HANDLE)) return;
    stop.current?.();
    state.current = dragReducer(idleDrag, { type: 'press', deckId, x: event.clientX, y: event.clientY });
    let over: string | null = null;

    const move = (moved: PointerEvent) => {
      const before = state.current;
      const { selected: chosen, order: shown } = latest.current;
      state.current = dragReducer(before, {
        type: 'move',
        x: moved.clientX,
        y: moved.clientY,
        selected: chosen,
        order: shown,
      });
      if (state.current.phase !== 'dragging') return;
      moved.preventDefault();
      if (before.phase !== 'dragging') {
        document.body.classList.add(DRAGGING_CLASS);
        setDeckIds(state.current.deckIds);
      }
      placeGhost(ghost.current, moved.clientX, moved.clientY);
      const target = document.elementFromPoint(moved.clientX, moved.clientY)?.closest(`[${DROP_TAG_ATTRIBUTE}]`);
      const next = target?.getAttribute(DROP_TAG_ATTRIBUTE) ?? null;
      if (next !== over) {
        over = next;
        setOverTagId(next);
      }
    };
    const release = () => {
      const ended = state.current;
      finish();
      if (ended.phase !== 'dragging') return;
      swallowNextClick();
      if (over) latest.current.onDrop(over, ended.deckIds);
    };
    const cancelOnEscape = (key: KeyboardEvent) => {
      if (key.key !== 'Escape' || state.current.phase !== 'dragging') return;
      key.stopPropagation();
      finish();
    };
    const finish = () => {
      state.current = idleDrag;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', finish);
      window.removeEventListener('blur', finish);
      window.removeEventListener('keydown', cancelOnEscape, true);
      document.body.classList.remove(DRAGGING_CLASS);
      setDeckIds([]);
      setOverTagId(null);
      stop.current = undefined;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', finish);
    window.addEventListener('blur', finish);
    window.addEventListener('keydown', cancelOnEscape, true);
    stop.current = finish;
  };

  const ghostRef = useCallback((element: HTMLElement | null) => {
    ghost.current = element;
    const current = state.current;
    if (current.phase === 'dragging') placeGhost(element, current.x, current.y);
  }, []);

  return { deckIds, overTagId, press, ghostRef };
}
