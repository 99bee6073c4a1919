import type { Slide } from '@lectern/deck-format';
import { deckViewPath } from '../present';
import { acceptSlidesMessage, insertSlideMessage, publishCurrentSlideMessage, slideOfMessage } from './slides-messages';

/** The template browser's window: one per editor window, reused when opened again. */
export const TEMPLATE_WINDOW_NAME = 'lectern-slide-templates';
/** Its size, the popup's of spec/002 §2 and §9. */
export const TEMPLATE_WINDOW_FEATURES = 'popup,width=724,height=850';
/** How often the editor looks whether the window was closed. */
export const TEMPLATE_WINDOW_WATCH_MS = 1000;
/** How long the window waits for the editor to say which slide it shows. */
export const TEMPLATE_WINDOW_ANSWER_MS = 5000;

/** Opens the template browser of a deck in its window; null when the browser refused a pop-up. */
export function openTemplateWindow(username: string, slug: string): Window | null {
  const page = deckViewPath({ slug, user: { username } }, 'edit/templates');
  return window.open(page, TEMPLATE_WINDOW_NAME, TEMPLATE_WINDOW_FEATURES);
}

/** The editor this page talks to: the window that opened it, or the page that frames it; null for none. */
export function editorWindow(): Window | null {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) return opener;
  return window.parent !== window ? window.parent : null;
}

/** Asks the editor to insert `html`'s slide after its current one. */
export function sendInsertSlide(editor: Window, html: string): void {
  editor.postMessage(insertSlideMessage(html), window.location.origin);
}

/**
 * Asks the editor for the slide it shows (`publish-current-slide-html`) and resolves with its
 * answer; null when none comes within `timeoutMs`.
 */
export function askCurrentSlide(editor: Window, timeoutMs = TEMPLATE_WINDOW_ANSWER_MS): Promise<Slide | null> {
  return new Promise((resolve) => {
    const done = (slide: Slide | null) => {
      window.removeEventListener('message', listen);
      clearTimeout(timer);
      resolve(slide);
    };
    const listen = (event: MessageEvent) => {
      const message = acceptSlidesMessage(event, editor, window.location.origin);
      if (message?.type === 'publish-current-slide-html' && message.html !== undefined)
        done(slideOfMessage(message.html));
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    window.addEventListener('message', listen);
    editor.postMessage(publishCurrentSlideMessage(), window.location.origin);
  });
}
