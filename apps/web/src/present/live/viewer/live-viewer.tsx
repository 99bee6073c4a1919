import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RevealApi } from 'reveal.js';
import {
  defaultUserSettings,
  type Deck,
  type LiveServerMessage,
  type LiveSettings,
  type LiveState,
} from '@lectern/contracts';
import { useDocumentTitle } from '../../../routing/use-document-title';
import { useCurrentUser } from '../../../session/session-context';
import { deckViewPath } from '../../deck-links';
import { reloadDeck } from '../../deck-reload';
import { DeckStage } from '../../deck-stage';
import { revealConfig } from '../../reveal-config';
import { slideNotesText } from '../../speaker/slide-notes';
import { usePresentOptions } from '../../use-present-options';
import { applyLiveState, readLiveState } from '../live-state';
import { applyMediaMessage } from '../media-sync';
import { DeckViewPrompt } from './deck-view-prompt';
import { LivePointer, type PointerTarget } from './live-pointer';
import { LiveStatusNotice } from '../live-status-notice';
import { useLiveConnection } from '../use-live-connection';
import '../../present-views.css';
import '../live.css';

/** What a viewer shows before the presenter has chosen: the presenters' own defaults. */
const DEFAULT_SETTINGS: LiveSettings = {
  present_pointer: defaultUserSettings.present_pointer,
  present_controls: defaultUserSettings.present_controls,
  present_notes: defaultUserSettings.present_notes,
  present_upsizing: defaultUserSettings.present_upsizing,
};

const settingsOf = ({ present_pointer, present_controls, present_notes, present_upsizing }: LiveSettings) => ({
  present_pointer,
  present_controls,
  present_notes,
  present_upsizing,
});

/**
 * `/{username}/{slug}/live`: the audience of a live presentation (the live client). It joins the
 * presenter's stream in its current state and follows every change at once, without transitions;
 * the presenter's settings choose whether it shows the controls, the notes and the pointer; the
 * presenter's videos and sounds play, pause and seek here too. A saved deck is loaded again. The connection's state is told over the slides (`live-status-notice.tsx`).
 * The deck's owner gets Edit and View (the deck-view prompt), as in the kiosk.
 */
export function LiveViewerView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const queryClient = useQueryClient();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const [settings, setSettings] = useState<LiveSettings>(DEFAULT_SETTINGS);
  const [, setMoves] = useState(0);
  const revealRef = useRef<RevealApi | null>(null);
  const latest = useRef<LiveState | null>(null);
  const pointer = useRef<PointerTarget | null>(null);
  const owner = useCurrentUser()?.id === deck.user.id;
  const [deckView, setDeckView] = useState(false);
  useDocumentTitle(deck.title);

  const follow = useCallback((text: string | null) => {
    const state = readLiveState(text);
    if (!state) return;
    latest.current = state;
    if (revealRef.current) applyLiveState(revealRef.current, state);
  }, []);

  const onMessage = (message: LiveServerMessage) => {
    switch (message.type) {
      case 'live:subscribed':
        if (message.settings) setSettings(settingsOf(message.settings));
        return follow(message.state);
      case 'live:state':
        return follow(message.state);
      case 'live:settings':
        return setSettings(settingsOf(message));
      case 'live:deck_changed':
        return reloadDeck(queryClient, deck.id, options.token);
      case 'live:pointer':
        return pointer.current?.move(message);
      case 'media:play':
      case 'media:pause':
      case 'media:seeked': {
        const root = revealRef.current?.getRevealElement();
        if (root) applyMediaMessage(root, message);
        return;
      }
    }
  };
  const { status, retry } = useLiveConnection(
    { type: 'live:subscribe', deck_id: deck.id, ...(options.token ? { token: options.token } : {}) },
    onMessage,
  );

  // A deck made anew (first drawn, or loaded again after a save) starts where the presenter is.
  useEffect(() => {
    revealRef.current = reveal;
    if (!reveal) return;
    if (latest.current) applyLiveState(reveal, latest.current);
    const moved = () => setMoves((count) => count + 1);
    reveal.on('slidechanged', moved);
    return () => reveal.off('slidechanged', moved);
  }, [reveal]);

  const notes = settings.present_notes ? slideNotesText(reveal?.getCurrentSlide()) : '';

  return (
    <div className="present-view live-viewer">
      <DeckStage
        deck={deck}
        markup={markup}
        config={revealConfig({
          deck,
          options,
          mode: 'live',
          controls: settings.present_controls,
          upsizing: settings.present_upsizing,
        })}
        className="present-view__stage"
        label={deck.title}
        onDeck={setReveal}
      />
      <LivePointer reveal={reveal} shown={settings.present_pointer} target={pointer} />
      {notes && (
        <section className="live-viewer__notes" aria-label="Notes">
          {notes}
        </section>
      )}
      <LiveStatusNotice status={status} onRetry={retry} />
      {owner && (
        <nav className="present-overlay" aria-label="Deck">
          <a className="button" href={deckViewPath(deck, 'edit')}>
            Edit
          </a>
          <button type="button" className="button" aria-haspopup="dialog" onClick={() => setDeckView(true)}>
            View
          </button>
        </nav>
      )}
      {deckView && <DeckViewPrompt deck={deck} onClose={() => setDeckView(false)} />}
    </div>
  );
}
