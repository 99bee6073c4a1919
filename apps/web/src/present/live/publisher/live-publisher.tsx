import { useCallback, useEffect, useRef, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck, LiveClientMessage, LiveServerMessage } from '@lectern/contracts';
import { useDocumentTitle } from '../../../routing/use-document-title';
import { useCurrentUser } from '../../../session/session-context';
import { deckViewPath } from '../../deck-links';
import { PresentingStage, usePresenterShortcuts, usePresenting } from '../../presenter/presenting';
import { revealConfig } from '../../reveal-config';
import { bindSlideAddress } from '../../slide-address';
import { openSpeakerView } from '../../speaker-link';
import { viewersText } from '../../speaker/use-viewer-count';
import { useOptionBehaviours } from '../../use-option-behaviours';
import { usePresentOptions } from '../../use-present-options';
import { usePresenterSync } from '../../use-presenter-sync';
import type { LiveStatus } from '../live-connection';
import { readLiveState } from '../live-state';
import { useLiveConnection } from '../use-live-connection';
import { LivePublisherControls } from './live-publisher-controls';
import { useLiveSettings } from './use-live-settings';
import { useMediaPublishing } from './use-media-publishing';
import { usePointerPublishing } from './use-pointer-publishing';
import { useSpeakerRelay } from './use-speaker-relay';
import { useStatePublishing } from './use-state-publishing';
import { useStream, type StreamOpening } from './use-stream';
import { SendSmsPrompt } from './send-sms-prompt';
import '../../present-views.css';
import '../../presenter/presenter.css';
import '../live.css';

/** A remote control opens this view with the stream's publisher key in its address. */
const publisherKeyOf = (search: string) => new URLSearchParams(search).get('publisher_key') ?? undefined;

/**
 * `/{username}/{slug}/live/server`: the presenter of a live presentation (the live server). It
 * creates or resumes the deck's stream and publishes every move to the audience at `/live`, with
 * what the audience may see, the pointer, and its videos and sounds; a remote holding the publisher
 * key drives it too. The speaker view follows it as it follows the presenter, shares its timer with
 * the other presenters' speaker views, and shows how many follow.
 */
export function LivePublisherView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const [givenKey] = useState(() => publisherKeyOf(window.location.search));
  const [attempt, setAttempt] = useState(0);
  const stream = useStream(deck.id, givenKey, attempt);
  const [publisherId] = useState(() => crypto.randomUUID());
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const [viewers, setViewers] = useState<number | null>(null);
  const presenting = usePresenting(reveal, options.started || options.skipStartScreen, true);
  const { started, stopped, start } = presenting;
  // The audience waits for the presenter until they first start presenting.
  const live = started || stopped;
  const upsizingAllowed = deck.upsizing_enabled;
  const { settings, change, adopt } = useLiveSettings(upsizingAllowed);
  const signedIn = useCurrentUser() !== null;
  const [smsOpen, setSmsOpen] = useState(false);
  useDocumentTitle(deck.title);
  useOptionBehaviours(reveal, options);
  useEffect(() => (reveal ? bindSlideAddress(reveal) : undefined), [reveal]);
  usePresenterSync(deck.id, reveal, { greet: false });

  const sendRef = useRef<(message: LiveClientMessage) => boolean>(() => false);
  const sendLater = useCallback((message: LiveClientMessage) => sendRef.current(message), []);
  const publishing = useStatePublishing(reveal, publisherId, live, sendLater);
  usePointerPublishing(reveal, live && settings.present_pointer, sendLater);
  const media = useMediaPublishing(reveal, live, sendLater);
  const speakers = useSpeakerRelay(deck.id, viewers, sendLater);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const onMessage = (message: LiveServerMessage) => {
    switch (message.type) {
      case 'live:subscribed': {
        // Resuming: the stream's last state, when another presenter (or an earlier visit) left one.
        const state = readLiveState(message.state);
        if (state) publishing.follow(state);
        if (message.settings) adopt(message.settings);
        else sendRef.current({ type: 'live:settings', ...settingsRef.current });
        return publishing.republish();
      }
      case 'live:state': {
        const state = readLiveState(message.state);
        if (state) publishing.follow(state);
        return;
      }
      case 'live:subscribers':
        return setViewers(message.count);
      case 'live:settings': {
        const { type: _type, ...chosen } = message;
        return adopt(chosen);
      }
      case 'media:play':
      case 'media:pause':
      case 'media:seeked':
        return media.received(message);
      case 'timer:start':
      case 'timer:pause':
      case 'timer:stop':
      case 'timer:sync':
      case 'timer:request-sync':
        return speakers.received(message);
    }
  };
  const { status, send, retry } = useLiveConnection(
    stream.kind === 'open'
      ? { type: 'live:subscribe', deck_id: deck.id, publisher: true, ...(givenKey ? { publisher_key: givenKey } : {}) }
      : null,
    onMessage,
  );
  sendRef.current = send;

  // Each change of what the audience sees is told at once.
  const settingsKey = JSON.stringify(settings);
  useEffect(() => {
    send({ type: 'live:settings', ...(JSON.parse(settingsKey) as typeof settings) });
  }, [send, settingsKey]);

  const speakerView = useCallback(() => openSpeakerView(deck, options.token), [deck, options.token]);
  usePresenterShortcuts(reveal, deck, markup, presenting, speakerView);

  if (stream.kind === 'refused' || stream.kind === 'failed')
    return <StreamRefused deck={deck} opening={stream} onRetry={() => setAttempt((count) => count + 1)} />;

  return (
    <div className={`presenter live-publisher${started ? ' presenter--started' : ''}`}>
      {!started && (
        <LivePublisherControls
          title={deck.title}
          liveUrl={`${window.location.origin}${deckViewPath(deck, 'live')}`}
          settings={settings}
          upsizingAllowed={upsizingAllowed}
          status={<PublisherStatus status={status} viewers={viewers} onRetry={retry} />}
          onChange={change}
          onStart={start}
          onSpeakerView={speakerView}
          focusPresent={stopped}
        >
          {signedIn && !givenKey && (
            <button type="button" className="button" onClick={() => setSmsOpen(true)}>
              Send Remote Control Link
            </button>
          )}
        </LivePublisherControls>
      )}
      {smsOpen && <SendSmsPrompt deckId={deck.id} onClose={() => setSmsOpen(false)} />}
      <PresentingStage
        presenting={presenting}
        expander
        deck={deck}
        markup={markup}
        config={revealConfig({
          deck,
          options,
          mode: 'live-server',
          controls: settings.present_controls,
          upsizing: settings.present_upsizing,
        })}
        label={deck.title}
        onDeck={setReveal}
      />
    </div>
  );
}

/** One line on the connection and the audience. */
function PublisherStatus({
  status,
  viewers,
  onRetry,
}: {
  status: LiveStatus;
  viewers: number | null;
  onRetry(): void;
}) {
  if (status.kind === 'connected' || status.kind === 'waiting_for_publisher')
    return <>Live · {viewers === null ? 'Counting viewers…' : viewersText(viewers)}</>;
  if (status.kind === 'trouble')
    return (
      <>
        Not live: the connection failed.{' '}
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      </>
    );
  return <>{status.kind === 'connecting' ? 'Going live…' : 'Connection lost, attempting to reconnect'}</>;
}

/** Someone who may not present the deck live opened this view. */
function StreamRefused({
  deck,
  opening,
  onRetry,
}: {
  deck: Deck;
  opening: Extract<StreamOpening, { kind: 'refused' | 'failed' }>;
  onRetry(): void;
}) {
  return (
    <div className="live-refused">
      <h1>{deck.title}</h1>
      {opening.kind === 'refused' ? (
        <p>
          {opening.signedOut
            ? 'Sign in to present this deck live. '
            : 'Only the presenters of this deck can present it live. '}
          <a href={deckViewPath(deck, 'live')}>Watch the live presentation</a>
        </p>
      ) : (
        <p>
          The live presentation could not be started.{' '}
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
