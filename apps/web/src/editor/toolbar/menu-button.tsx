import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { menuItems, moveFocus } from './roving';

/**
 * A toolbar button that opens a menu under it (ArrowDown opens it too). The menu closes on Escape,
 * on a click outside, when the focus leaves it and after an item was chosen; arrow keys move
 * between its items. Escape and a choice give the focus back to the button (a choice that puts a
 * new block on the slide then moves it there).
 */
export function MenuButton({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', outside);
    menuItems(root.current)[0]?.focus();
    return () => window.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      ref={root}
      className="editor-menu-button"
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          event.preventDefault();
          closeToButton();
        }
        if (!open && event.key === 'ArrowDown' && event.target === button.current) {
          event.preventDefault();
          setOpen(true);
        }
        if (open && event.target !== button.current && moveFocus(menuItems(root.current), event.key, 'vertical'))
          event.preventDefault();
      }}
    >
      <button
        ref={button}
        type="button"
        className="editor-tool"
        // The label is hidden on narrow screens, where the button is an icon.
        data-tooltip={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
        <span className="editor-tool__label">{label}</span>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="editor-menu">
          {children(closeToButton)}
        </div>
      )}
    </div>
  );
}
