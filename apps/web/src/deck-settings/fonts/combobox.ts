// The suggestion list of a combobox (WAI-ARIA's list autocomplete): which option is active, and
// what the arrow keys, Enter and Escape do to it. The input keeps the focus throughout.

export interface ComboboxState {
  open: boolean;
  /** The active option's index, or -1 for none. */
  active: number;
}

export const closedCombobox: ComboboxState = { open: false, active: -1 };

/** Typing opens the list, with no option active. */
export const typed = (): ComboboxState => ({ open: true, active: -1 });

/** The options changed: the active one stays only if it still exists. */
export const withOptions = (state: ComboboxState, count: number): ComboboxState =>
  state.active < count ? state : { ...state, active: -1 };

export interface KeyOutcome {
  state: ComboboxState;
  /** The option chosen, when the key chose one. */
  pick?: number;
  /** Whether the key was for the list (so the page, the form and the dialog must not act on it). */
  handled: boolean;
}

/** What a key does with `count` options shown. */
export function keyOnCombobox(state: ComboboxState, key: string, count: number): KeyOutcome {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { state, handled: false };
      return { state: { open: true, active: state.open ? (state.active + 1) % count : 0 }, handled: true };
    case 'ArrowUp':
      if (count === 0) return { state, handled: false };
      return {
        state: { open: true, active: !state.open || state.active <= 0 ? count - 1 : state.active - 1 },
        handled: true,
      };
    case 'Enter':
      if (!state.open || state.active < 0 || state.active >= count) return { state, handled: false };
      return { state: closedCombobox, pick: state.active, handled: true };
    case 'Escape':
      if (!state.open || count === 0) return { state, handled: false };
      return { state: closedCombobox, handled: true };
    default:
      return { state, handled: false };
  }
}
