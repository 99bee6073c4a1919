import { describe, expect, it, vi } from 'vitest';
import { bindPresentShortcuts, presentShortcut } from './keyboard';
import { slideAnchor } from './slide-anchor';

type Modifiers = Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>;

/** A keydown as the browser makes it (the unit tier runs without a DOM). */
const key = (key: string, modifiers: Modifiers = {}) =>
  Object.assign(new Event('keydown', { cancelable: true }), {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...modifiers,
  });

describe('present shortcuts', () => {
  it('maps Ctrl or Cmd with P, E and S', () => {
    expect(presentShortcut(key('p', { ctrlKey: true }))).toBe('present');
    expect(presentShortcut(key('E', { metaKey: true }))).toBe('edit');
    expect(presentShortcut(key('s', { ctrlKey: true }))).toBe('speaker');
    expect(presentShortcut(key('s'))).toBeNull();
    expect(presentShortcut(key('s', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(presentShortcut(key('x', { ctrlKey: true }))).toBeNull();
  });

  it("prevents the browser's action only for a shortcut the view handles", () => {
    const target = new EventTarget() as unknown as Window;
    const speaker = vi.fn();
    const unbind = bindPresentShortcuts({ speaker }, target);
    const save = key('s', { ctrlKey: true });
    target.dispatchEvent(save);
    expect(speaker).toHaveBeenCalledOnce();
    expect(save.defaultPrevented).toBe(true);
    const print = key('p', { ctrlKey: true });
    target.dispatchEvent(print);
    expect(print.defaultPrevented).toBe(false);
    unbind();
  });
});

describe('the editor link slide anchor', () => {
  it('adds the vertical index only above 0', () => {
    expect(slideAnchor({ h: 3, v: 0 })).toBe('#/3');
    expect(slideAnchor({ h: 3 })).toBe('#/3');
    expect(slideAnchor({ h: 3, v: 2 })).toBe('#/3/2');
  });
});
