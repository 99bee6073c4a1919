import { serializeSlide, type Slide } from '@lectern/deck-format';
import { TEMPLATE_WINDOW_WATCH_MS } from './template-window';
import { acceptSlidesMessage, publishCurrentSlideMessage, slideOfMessage } from './slides-messages';

export interface TemplateWindowEditor {
  /** The slide the editor shows now. */
  currentSlide: () => Slide;
  /** Inserts a slide after the current one, as choosing a template in the editor does. */
  onInsert: (slide: Slide) => void;
}

/**
 * The editor's end of the slides messages (decision 0076), from the moment the template browser
 * is opened in a window of its own until that window closes: `insert-slide` from that window
 * inserts its slide after the current one (a message whose markup is not exactly one slide within
 * a template's bounds changes nothing), and `publish-current-slide-html` is answered with the
 * markup of the slide shown. A message from any other window or origin is ignored. Loaded only
 * once such a window is opened; answers how to stop listening sooner.
 */
export function bridgeTemplateWindow(source: Window, editor: TemplateWindowEditor): () => void {
  const listen = (event: MessageEvent) => {
    const message = acceptSlidesMessage(event, source, window.location.origin);
    if (!message) return;
    if (message.type === 'insert-slide') {
      const slide = slideOfMessage(message.html);
      if (slide) editor.onInsert(slide);
    } else if (message.html === undefined) {
      source.postMessage(publishCurrentSlideMessage(serializeSlide(editor.currentSlide())), window.location.origin);
    }
  };
  const stop = () => {
    window.removeEventListener('message', listen);
    clearInterval(watch);
  };
  window.addEventListener('message', listen);
  // A closed window sends nothing more: the editor lets it go.
  const watch = setInterval(() => source.closed && stop(), TEMPLATE_WINDOW_WATCH_MS);
  return stop;
}
