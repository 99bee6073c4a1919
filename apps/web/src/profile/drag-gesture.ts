/** Dragging decks onto a tag (spec/000 §4, §9). */
const DRAG_THRESHOLD_PX = 10;
export const MAX_DRAG_GHOSTS = 6;
/** Screens narrower than this are small: no dragging there. */
const SMALL_SCREEN_MIN_WIDTH = 760;

export type DragState =
  | { phase: 'idle' }
  /** The pointer is down on a deck and has not moved far enough yet. */
  | { phase: 'pressed'; deckId: string; startX: number; startY: number }
  | { phase: 'dragging'; deckIds: readonly string[]; x: number; y: number };

export type DragEvent =
  | { type: 'press'; deckId: string; x: number; y: number }
  /** `selected` and `order` (the decks as shown) decide what a drag takes along. */
  | { type: 'move'; x: number; y: number; selected: ReadonlySet<string>; order: readonly string[] }
  | { type: 'release' }
  | { type: 'cancel' };

export const idleDrag: DragState = { phase: 'idle' };

/** The grabbed deck and the other selected ones when it is selected, in the order shown; else only it. */
export function draggedDeckIds(grabbed: string, selected: ReadonlySet<string>, order: readonly string[]): string[] {
  return selected.has(grabbed) ? order.filter((id) => selected.has(id)) : [grabbed];
}

export function dragReducer(state: DragState, event: DragEvent): DragState {
  switch (event.type) {
    case 'press':
      return { phase: 'pressed', deckId: event.deckId, startX: event.x, startY: event.y };
    case 'move':
      if (state.phase === 'dragging') return { ...state, x: event.x, y: event.y };
      if (state.phase !== 'pressed') return state;
      if (Math.hypot(event.x - state.startX, event.y - state.startY) <= DRAG_THRESHOLD_PX) return state;
      return {
        phase: 'dragging',
        deckIds: draggedDeckIds(state.deckId, event.selected, event.order),
        x: event.x,
        y: event.y,
      };
    case 'release':
    case 'cancel':
      return idleDrag;
  }
}

/** Dragging needs a tag to drop on, a screen of 760 px or more, and a device that is not a phone or tablet. */
export function canDragDecks(options: { tagCount: number; viewportWidth: number; touchDevice: boolean }): boolean {
  return options.tagCount > 0 && options.viewportWidth >= SMALL_SCREEN_MIN_WIDTH && !options.touchDevice;
}
