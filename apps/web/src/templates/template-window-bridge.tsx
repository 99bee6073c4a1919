import { useEffect, useRef } from 'react';
import { serializeSlide, type Slide } from '@lectern/deck-format';
import { TEMPLATE_WINDOW_WATCH_MS } from './template-window';
import { acceptSlidesMessage, publishCurrentSlideMessage, slideOfMessage } from './slides-messages';

export interface TemplateWindowBridgeProps {
  /** The template browser's window, opened by this editor. */
  source: Window;
  /** The slide the editor shows now. */
  currentSlide: () => Slide;
  /** Inserts a slide after the current one, as choosing a template in the editor does. */
  onInsert: (slide: Slide) => void;
  /** The window closed: the editor stops listening. */
  onEnd: () => void;
}

/**
 * The editor's end of the slides messages (decision 0076), while the template browser it opened in
 * a window of its own is open: `insert-slide` from that window inserts its slide after the current
 * one (a message whose markup is not exactly one slide within a template's bounds changes nothing),
 * and `publish-current-slide-html` is answered with the markup of the slide shown. A message from
 * any other window or origin is ignored. Loaded only once such a window is opened.
 */
export default function TemplateWindowBridge({ source, currentSlide, onInsert, onEnd }: TemplateWindowBridgeProps) {
  const latest = useRef({ currentSlide, onInsert, onEnd });
  useEffect(() => {
    latest.current = { currentSlide, onInsert, onEnd };
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = acceptSlidesMessage(event, source, window.location.origin);
      if (!message) return;
      if (message.type === 'insert-slide') {
        const slide = slideOfMessage(message.html);
        if (slide) latest.current.onInsert(slide);
      } else if (message.html === undefined) {
        source.postMessage(
          publishCurrentSlideMessage(serializeSlide(latest.current.currentSlide())),
          window.location.origin,
        );
      }
    };
    window.addEventListener('message', listen);
    // A closed window sends nothing more: the editor lets it go.
    const watch = setInterval(() => source.closed && latest.current.onEnd(), TEMPLATE_WINDOW_WATCH_MS);
    return () => {
      window.removeEventListener('message', listen);
      clearInterval(watch);
    };
  }, [source]);

  return null;
}
