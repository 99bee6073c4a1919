import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollaborationMessage, EditorErrorReason } from '@lectern/contracts';
import { browserClock, createIdleWatch, createTypingSignal } from './activity';
import { CollaborationConnection, editorSocketUrl, type StreamState } from './connection';
import { TogetherChannel } from './together/together-channel';
import { joinedPresence, nextPresence, nextTypingExpiry, type PresenceMap } from './presence';

type Listener = (message: CollaborationMessage) => void;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface CollaborationStream {
  state: StreamState;
  /** While the stream is down: when it went down, and when the next attempt is made (ms since the epoch). */
  downSince: number | null;
  retryAt: number | null;
  /** Why the server turned the page away (no access, removed), or null. */
  refused: EditorErrorReason | null;
  presence: PresenceMap;
  /** This page has seen no input for the idle period. */
  idle: boolean;
  subscribe(listener: Listener): () => void;
  reconnectNow(): void;
  /** The socket's binary frames, for the shared document of a deck edited together. */
  together: TogetherChannel;
  typing: { typed(): void; stopped(): void };
}

/**
 * A page's part in a deck's editor namespace: the connection (subscribed with the slide shown),
 * everyone's presence, this page's idleness (input on the page makes it active again), typing,
 * and the deck's messages for whoever subscribes to them.
 */
export function useCollaborationStream(deckId: string, slideId: string | null): CollaborationStream {
  const [state, setState] = useState<StreamState>('connecting');
  const [downSince, setDownSince] = useState<number | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [refused, setRefused] = useState<EditorErrorReason | null>(null);
  const [presence, setPresence] = useState<PresenceMap>(() => new Map());
  const [idle, setIdle] = useState(false);
  const listeners = useRef(new Set<Listener>());
  const connection = useRef<CollaborationConnection | null>(null);
  const [typing] = useState(() => createTypingSignal((isTyping) => connection.current?.typing(isTyping), browserClock));
  const [together] = useState(() => new TogetherChannel((frame) => connection.current?.sendFrame(frame) ?? false));
  const slide = useRef(slideId);
  slide.current = slideId;

  useEffect(() => {
    const opened = new CollaborationConnection(editorSocketUrl(window.location), deckId, slide.current, {
      onState(next, retryInMs) {
        setState(next);
        if (next === 'connected' || next === 'reconnected') together.joined();
        else together.lost();
        setRetryAt(retryInMs === null ? null : Date.now() + retryInMs);
        if (next === 'connected' || next === 'reconnected') setDownSince(null);
        else if (next !== 'connecting') setDownSince((since) => since ?? Date.now());
      },
      onJoined: (users) => setPresence(joinedPresence(users)),
      onMessage(message) {
        setPresence((map) => nextPresence(map, message, Date.now()));
        for (const listener of listeners.current) listener(message);
      },
      onRefused: setRefused,
      onFrame: (frame) => together.frame(frame),
    });
    connection.current = opened;
    opened.connect();
    const watch = createIdleWatch((isIdle) => {
      setIdle(isIdle);
      opened.setIdle(isIdle);
    });
    const input = () => watch.input();
    for (const type of INPUT_EVENTS) window.addEventListener(type, input, { passive: true });
    // Back online: connected again now rather than at the end of the wait.
    const online = () => opened.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, input);
      watch.stop();
      opened.close();
      connection.current = null;
    };
  }, [deckId, together]);

  useEffect(() => connection.current?.changeSlide(slideId), [slideId]);

  // A typing indicator that runs out is drawn again without it.
  const [, redraw] = useState(0);
  useEffect(() => {
    const expiry = nextTypingExpiry(presence, Date.now());
    if (expiry === null) return;
    const timer = window.setTimeout(() => redraw((n) => n + 1), expiry - Date.now() + 10);
    return () => window.clearTimeout(timer);
  }, [presence]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const reconnectNow = useCallback(() => connection.current?.reconnectNow(), []);

  return { state, downSince, retryAt, refused, presence, idle, subscribe, reconnectNow, typing, together };
}
