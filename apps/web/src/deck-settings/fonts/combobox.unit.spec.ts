import { describe, expect, it } from 'vitest';
import { closedCombobox, keyOnCombobox, typed, withOptions } from './combobox';

describe('the suggestion list', () => {
  it('opens on typing with no option active, and moves round with the arrow keys', () => {
    let state = typed();
    expect(state).toEqual({ open: true, active: -1 });
    const down = () => (state = keyOnCombobox(state, 'ArrowDown', 3).state);
    expect([down().active, down().active, down().active, down().active]).toEqual([0, 1, 2, 0]);
    expect(keyOnCombobox(state, 'ArrowUp', 3).state.active).toBe(2);
    expect(keyOnCombobox({ open: true, active: 1 }, 'ArrowUp', 3).state.active).toBe(0);
  });

  it('opens a closed list on an arrow key at its first or last option', () => {
    expect(keyOnCombobox(closedCombobox, 'ArrowDown', 4)).toEqual({ state: { open: true, active: 0 }, handled: true });
    expect(keyOnCombobox(closedCombobox, 'ArrowUp', 4)).toEqual({ state: { open: true, active: 3 }, handled: true });
  });

  it('chooses the active option with Enter; without one Enter is the form’s', () => {
    expect(keyOnCombobox({ open: true, active: 1 }, 'Enter', 3)).toEqual({
      state: closedCombobox,
      pick: 1,
      handled: true,
    });
    expect(keyOnCombobox({ open: true, active: -1 }, 'Enter', 3).handled).toBe(false);
    expect(keyOnCombobox(closedCombobox, 'Enter', 3).handled).toBe(false);
  });

  it('closes with Escape; a closed or empty list leaves Escape to the dialog', () => {
    expect(keyOnCombobox({ open: true, active: 2 }, 'Escape', 3)).toEqual({ state: closedCombobox, handled: true });
    expect(keyOnCombobox(closedCombobox, 'Escape', 3).handled).toBe(false);
    expect(keyOnCombobox({ open: true, active: -1 }, 'Escape', 0).handled).toBe(false);
  });

  it('ignores arrow keys with nothing to show and other keys, and forgets an option that went away', () => {
    expect(keyOnCombobox(typed(), 'ArrowDown', 0).handled).toBe(false);
    expect(keyOnCombobox(typed(), 'a', 3).handled).toBe(false);
    expect(withOptions({ open: true, active: 4 }, 3)).toEqual({ open: true, active: -1 });
    expect(withOptions({ open: true, active: 2 }, 3)).toEqual({ open: true, active: 2 });
  });
});
