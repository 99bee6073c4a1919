import { DRAG_THRESHOLD_PX, MAX_DRAG_GHOSTS } from './constants';

/** Dragging media onto a tag (spec/001 §2, §9). */
export type DragState =
  | { phase: 'idle' }
  /** The pointer is down on an item and has not moved far enough yet. */
  | { phase: 'pressed'; id: string; startX: number; startY: number }
  | { phase: 'dragging'; ids: readonly string[]; x: number; y: number };

export type DragEvent =
  | { type: 'press'; id: string; x: number; y: number }
  /** `selected` and `order` (the items as shown) decide what a drag takes along. */
  | { type: 'move'; x: number; y: number; selected: ReadonlySet<string>; order: readonly string[] }
  | { type: 'end' };

export const idleDrag: DragState = { phase: 'idle' };

export function dragReducer(state: DragState, event: DragEvent): DragState {
  switch (event.type) {
    case 'press':
      return { phase: 'pressed', id: event.id, startX: event.x, startY: event.y };
    case 'move': {
      if (state.phase === 'dragging') return { ...state, x: event.x, y: event.y };
      if (state.phase !== 'pressed') return state;
      if (Math.hypot(event.x - state.startX, event.y - state.startY) < DRAG_THRESHOLD_PX) return state;
      // The grabbed item brings the rest of the selection along when it is part of it.
      const ids = event.selected.has(state.id) ? event.order.filter((id) => event.selected.has(id)) : [state.id];
      return { phase: 'dragging', ids, x: event.x, y: event.y };
    }
    case 'end':
      return idleDrag;
  }
}

/** The dragged items drawn under the pointer (at most 10), and the '+N' of the others. */
export function dragGhosts<T>(items: readonly T[]): { shown: readonly T[]; more: string | null } {
  const hidden = items.length - MAX_DRAG_GHOSTS;
  return { shown: items.slice(0, MAX_DRAG_GHOSTS), more: hidden > 0 ? `+${hidden}` : null };
}
