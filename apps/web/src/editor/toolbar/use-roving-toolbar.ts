import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { moveFocus } from './roving';

const CONTROLS = 'button:not(:disabled), a[href], select:not(:disabled), input:not(:disabled)';
/** Keys that move the caret or choose inside these stay with them. */
const OWN_KEYS =
  'input:not([type="color"]):not([type="checkbox"]), textarea, [contenteditable], [role="menu"] *, [role="dialog"] *';

/** The toolbar's own controls, in order: not those of a menu or popover opened from it. */
const itemsOf = (toolbar: HTMLElement) =>
  [...toolbar.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (item) => !item.closest('[role="menu"], [role="dialog"]') && item.getClientRects().length > 0,
  );

/**
 * A `role="toolbar"` with one Tab stop: ←/→ (Home, End) move between its controls, and the last
 * one used is where Tab comes back to. Controls that come, go or become disabled keep exactly one
 * of them in the Tab order, and a focused control that becomes disabled hands the focus on.
 */
export function useRovingToolbar(toolbar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = toolbar.current;
    if (!element) return;
    let current: HTMLElement | null = null;
    const sync = () => {
      const items = itemsOf(element);
      const lostFocus =
        current !== null &&
        !items.includes(current) &&
        (document.activeElement === document.body || document.activeElement === current);
      if (!current || !items.includes(current)) current = items[0] ?? null;
      for (const item of items) item.tabIndex = item === current ? 0 : -1;
      if (lostFocus) current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const items = itemsOf(element);
      if (items.includes(event.target as HTMLElement)) {
        current = event.target as HTMLElement;
        sync();
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    element.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [toolbar]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.defaultPrevented || !toolbar.current) return;
      if (event.target instanceof Element && event.target.matches(OWN_KEYS)) return;
      if (moveFocus(itemsOf(toolbar.current), event.key, 'horizontal')) event.preventDefault();
    },
  };
}
