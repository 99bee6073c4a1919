/** Items selected in a list, and the last one clicked: where a shift-click range starts (spec/000 §4, spec/001 §2). */
export interface Selection {
  readonly ids: ReadonlySet<string>;
  readonly anchor: string | null;
}

export type SelectionEvent =
  | { type: 'toggle'; id: string }
  /** A shift-click: every item from the anchor to this one, in the order shown, is selected. */
  | { type: 'range'; id: string; order: readonly string[] }
  | { type: 'clear' }
  /** Only these items are still shown: the others leave the selection. */
  | { type: 'retain'; shown: readonly string[] };

export const emptySelection: Selection = { ids: new Set(), anchor: null };

export function selectionReducer(state: Selection, event: SelectionEvent): Selection {
  switch (event.type) {
    case 'toggle': {
      const ids = new Set(state.ids);
      if (ids.has(event.id)) ids.delete(event.id);
      else ids.add(event.id);
      return { ids, anchor: event.id };
    }
    case 'range': {
      const from = state.anchor === null ? -1 : event.order.indexOf(state.anchor);
      const to = event.order.indexOf(event.id);
      if (from === -1 || to === -1) return selectionReducer(state, { type: 'toggle', id: event.id });
      const range = event.order.slice(Math.min(from, to), Math.max(from, to) + 1);
      return { ids: new Set([...state.ids, ...range]), anchor: event.id };
    }
    case 'clear':
      return state.ids.size === 0 && state.anchor === null ? state : emptySelection;
    case 'retain': {
      const shown = new Set(event.shown);
      const ids = [...state.ids].filter((id) => shown.has(id));
      const anchor = state.anchor !== null && shown.has(state.anchor) ? state.anchor : null;
      return ids.length === state.ids.size && anchor === state.anchor ? state : { ids: new Set(ids), anchor };
    }
  }
}
