import { useEffect } from 'react';
import { actionForKey, actions, keyWorksHere } from './actions/registry';
import type { EditorApi } from './editor-context';

/** Whether a key press belongs to a field or to the text being edited rather than to the editor. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether the focus is on a block of the slide being edited (not in the text of one). */
export const onCanvasBlock = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('.editor-slide > .sl-block');

/** The editor's shortcuts: each key press that matches an action of the registry performs it. */
export function useEditorKeyboard(api: EditorApi, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const match = actionForKey(event);
      // Saving is the one shortcut that also works while typing: it saves the text typed so far.
      if (!match || (typingInField(event.target) && match.action !== actions.saveNow)) return;
      const onCanvas = onCanvasBlock(event.target);
      if (!keyWorksHere(match.action, onCanvas)) return;
      // Past the last block Tab leaves the slide as usual.
      if (match.action.keyScope === 'canvas' && !api.store.isActionEnabled(match.action)) return;
      event.preventDefault();
      void api.runAction(match.action, match.payload);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [api, enabled]);
}
