import { useCallback, useEffect, useRef, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { focusQuietly } from '../../layout/page-focus';
import { useDocumentTitle } from '../../layout/use-document-title';
import { useCurrentUser } from '../../session/session-context';
import { deckViewPath, editorLink } from '../deck-links';
import { DeckStage } from '../deck-stage';
import { bindPresentShortcuts } from '../keyboard';
import { revealConfig } from '../reveal-config';
import { bindSlideAddress } from '../slide-address';
import { openSpeakerView } from '../speaker-link';
import { useDeckBehaviours } from '../use-deck-behaviours';
import { useOptionBehaviours } from '../use-option-behaviours';
import { usePresentOptions } from '../use-present-options';
import { usePresenterSync } from '../use-presenter-sync';
import { PresenterControls, type PresenterSettings } from './presenter-controls';
import '../present-views.css';
import './presenter.css';

/** Inside another page's frame, or in a window another one opened, the presentation starts at once without chrome. */
const openedByAnother = () => window.self !== window.top || window.opener !== null;

/**
 * `/{username}/{slug}/present`: the presenter. A controls panel (Speaker View, Fullscreen, Show
 * presentation controls, Scale up to fill window), then the presentation, stopped again with the
 * expander or Ctrl/Cmd+P. The speaker view follows it on the same slide.
 */
export function PresenterView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const [started, setStarted] = useState(() => options.started || options.skipStartScreen || openedByAnother());
  // The presenter's own defaults (user settings, known once the session is), unless the address
  // or the deck says otherwise; what the person switches here wins.
  const defaults = useCurrentUser()?.settings;
  const [chosen, setSettings] = useState<Partial<PresenterSettings>>({});
  const settings: PresenterSettings = {
    fullscreen: true,
    controls: options.controls ?? defaults?.present_controls ?? true,
    upsizing: deck.upsizing_enabled && (defaults?.present_upsizing ?? true),
    ...chosen,
  };
  useDocumentTitle(deck.title);
  useOptionBehaviours(reveal, options);
  useDeckBehaviours(deck, reveal);
  useEffect(() => (reveal ? bindSlideAddress(reveal) : undefined), [reveal]);
  usePresenterSync(deck.id, reveal, { greet: false });

  const start = useCallback(() => {
    setStarted(true);
    if (settings.fullscreen && !document.fullscreenElement) {
      document.documentElement.requestFullscreen().catch(() => undefined);
    }
  }, [settings.fullscreen]);

  const [stopped, setStopped] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  // Presenting moves the focus onto the slides (the Present button goes away); stopping gives it back to Present.
  useEffect(() => {
    const host = stage.current?.querySelector<HTMLElement>('.lectern-deck-host');
    if (started && host && !host.contains(document.activeElement) && document.activeElement === document.body)
      focusQuietly(host, true);
  }, [started]);

  const stop = useCallback(() => {
    setStopped(true);
    setStarted(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  // The stage changes size with the mode: reveal.js lays the slides out again.
  useEffect(() => reveal?.layout(), [reveal, started]);

  useEffect(() => {
    if (!reveal) return;
    return bindPresentShortcuts({
      present: () => (started ? stop() : start()),
      speaker: () => openSpeakerView(deck, options.token),
      ...(deck.can_edit ? { edit: () => window.location.assign(editorLink(deck, markup, reveal)) } : {}),
    });
  }, [reveal, deck, markup, options.token, started, start, stop]);

  return (
    <div className={`presenter${started ? ' presenter--started' : ''}`}>
      {!started && (
        <PresenterControls
          deck={deck}
          settings={settings}
          onChange={setSettings}
          onStart={start}
          focusPresent={stopped}
          onSpeakerView={() => openSpeakerView(deck, options.token)}
          onEdit={
            deck.can_edit
              ? () => window.location.assign(reveal ? editorLink(deck, markup, reveal) : deckViewPath(deck, 'edit'))
              : undefined
          }
        />
      )}
      <div ref={stage} className="presenter__stage">
        <DeckStage
          deck={deck}
          markup={markup}
          config={revealConfig({
            deck,
            options,
            mode: 'presenter',
            controls: settings.controls,
            upsizing: settings.upsizing,
          })}
          className="presenter__deck"
          label={deck.title}
          onDeck={setReveal}
        />
        {started && !openedByAnother() && (
          <div className="present-overlay">
            <button type="button" className="button" onClick={stop}>
              Stop presenting
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
