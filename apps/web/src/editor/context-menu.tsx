import { useCallback, useEffect, useRef, useState } from 'react';
import type { Menu } from './actions/action';
import { menuActions } from './actions/registry';
import { useEditorApi } from './editor-context';
import { menuItems, moveFocus } from './toolbar/roving';

/** The right-click menu of a block or a slide, listing that menu's actions of the registry. */
export function ContextMenu({ kind, x, y, onClose }: { kind: Menu; x: number; y: number; onClose: () => void }) {
  const { store, runAction } = useEditorApi();
  const menu = useRef<HTMLDivElement>(null);
  // What had the focus (the block or slide the menu was opened on) has it again when the menu closes.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const close = useCallback(() => {
    onClose();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, [onClose, opener]);
  useEffect(() => {
    menuItems(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        close();
      }
      if (moveFocus(menuItems(menu.current), event.key, 'vertical')) event.preventDefault();
    };
    window.addEventListener('pointerdown', outside, true);
    window.addEventListener('keydown', escape, true);
    return () => {
      window.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('keydown', escape, true);
    };
  }, [onClose, close]);
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={kind === 'block' ? 'Block' : 'Slide'}
      className="editor-menu editor-context-menu"
      style={{ left: Math.min(x, window.innerWidth - 240), top: Math.min(y, window.innerHeight - 320) }}
    >
      {menuActions(kind).map((action) => (
        <button
          key={action.name}
          type="button"
          role="menuitem"
          className="editor-menu__item"
          disabled={!store.isActionEnabled(action)}
          onClick={() => {
            close();
            void runAction(action);
          }}
        >
          <span>{action.label}</span>
          {action.shortcut && <kbd className="editor-menu__shortcut">{action.shortcut}</kbd>}
        </button>
      ))}
    </div>
  );
}
