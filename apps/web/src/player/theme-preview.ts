import { THEME_PREVIEW_READY, themePreviewMessage } from '@lectern/contracts';
import { runThemeScript } from '../present/deck-scripts';
import { showDeck, type ShownDeck } from './show-deck';

/**
 * The theme editor's preview frame (spec/002 §2 "Theme preview"). The server serves it sandboxed,
 * in an origin of its own, so the script of a theme being edited, which it runs, cannot reach the
 * editor's origin. It tells its parent it is ready, then shows each theme the parent sends (a newer
 * one replaces the one shown) and runs the theme's script after the first one it shows: for
 * another script, the parent loads the frame afresh.
 */
export function showThemePreviews(): void {
  let shown: Promise<ShownDeck | null> = Promise.resolve(null);
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = themePreviewMessage.safeParse(event.data);
    if (!message.success) return;
    const { page, script } = message.data;
    shown = shown.then(async (previous) => {
      previous?.remove();
      const next = await showDeck(page).catch(() => null);
      runThemeScript(script);
      document.documentElement.dataset.player = 'ready';
      return next;
    });
  });
  window.parent.postMessage({ type: THEME_PREVIEW_READY }, '*');
}
