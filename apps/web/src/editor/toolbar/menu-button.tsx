import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A toolbar button that opens a menu under it. The menu closes on Escape, on a click outside
 * and after an item was chosen; arrow keys move between its items.
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
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', outside);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => window.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      ref={root}
      className="editor-menu-button"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
        if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
          const index = items.indexOf(document.activeElement as HTMLElement);
          items[(index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
        }
      }}
    >
      <button
        type="button"
        className="editor-tool"
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
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
