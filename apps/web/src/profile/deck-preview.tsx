import { useEffect, useRef, useState } from 'react';
import type { DeckCard } from '@lectern/contracts';
import { deckViewPath } from '../present';

/** The thumbnail preview's flags (spec/000 §2): a still deck its card drives through postMessage. */
export const PREVIEW_QUERY =
  'showNotes=false&autoSlide=0&autoPlayMedia=false&fragments=false&postMessage=true&postMessageEvents=true';

type DeckMethod = 'prev' | 'next' | 'getSlidePastCount' | 'getTotalSlides';

interface DeckMessage {
  namespace?: string;
  eventName?: string;
  method?: string;
  result?: unknown;
}

/**
 * A deck card's thumbnail in preview mode: the deck's fullscreen view in a frame, moved slide by
 * slide from the card through the deck's postMessage API; after each of its events the card asks
 * where the deck is.
 */
export function DeckPreview({ deck }: { deck: DeckCard }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [past, setPast] = useState<number | null>(null);
  const [total, setTotal] = useState<number | null>(null);

  const send = (method: DeckMethod) =>
    frame.current?.contentWindow?.postMessage(JSON.stringify({ method, args: [] }), window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      if (typeof event.data !== 'string' || !event.data.startsWith('{')) return;
      const message = JSON.parse(event.data) as DeckMessage;
      if (message.namespace !== 'reveal') return;
      if (message.eventName !== 'callback') {
        send('getSlidePastCount');
        send('getTotalSlides');
      } else if (typeof message.result === 'number') {
        if (message.method === 'getSlidePastCount') setPast(message.result);
        if (message.method === 'getTotalSlides') setTotal(message.result);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="deck-preview">
      <iframe
        ref={frame}
        className="deck-preview__frame"
        src={`${deckViewPath(deck, 'fullscreen')}?${PREVIEW_QUERY}`}
        title={`Preview of ${deck.title}`}
      />
      <div className="deck-preview__controls">
        <button type="button" className="deck-preview__button" aria-label="Previous slide" onClick={() => send('prev')}>
          ‹
        </button>
        <span className="deck-preview__position" aria-live="polite">
          {past !== null && total !== null ? `${past + 1} / ${total}` : ''}
        </span>
        <button type="button" className="deck-preview__button" aria-label="Next slide" onClick={() => send('next')}>
          ›
        </button>
      </div>
    </div>
  );
}
