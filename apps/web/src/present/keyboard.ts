/** What the present views' own shortcuts ask for (spec/001 §2); reveal.js keeps every other key. */
export type PresentShortcut = 'present' | 'edit' | 'speaker';

const SHORTCUT_KEYS: Record<string, PresentShortcut> = { p: 'present', e: 'edit', s: 'speaker' };

/** The present key as the editor's shortcut help shows it. */
export const PRESENT_SHORTCUT_HELP = 'Ctrl+P';

/** Ctrl or Cmd+P starts or stops presenting, +E opens the editor, +S opens the speaker view. */
export function presentShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return SHORTCUT_KEYS[event.key.toLowerCase()] ?? null;
}

/** Binds the shortcuts the view handles; the browser's own action (print, save) is prevented for those only. */
export function bindPresentShortcuts(
  handlers: Partial<Record<PresentShortcut, () => void>>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = presentShortcut(event);
    const handler = shortcut ? handlers[shortcut] : undefined;
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
