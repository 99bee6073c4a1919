import { useCallback, useEffect, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { useDocumentTitle } from '../../routing/use-document-title';
import { useCurrentUser } from '../../session/session-context';
import { deckViewPath, editorLink } from '../deck-links';
import { revealConfig } from '../reveal-config';
import { bindSlideAddress } from '../slide-address';
import { openSpeakerView } from '../speaker-link';
import { useDeckBehaviours } from '../use-deck-behaviours';
import { useOptionBehaviours } from '../use-option-behaviours';
import { usePresentOptions } from '../use-present-options';
import { usePresenterSync } from '../use-presenter-sync';
import { PresenterControls, type PresenterSettings } from './presenter-controls';
import { PresentingStage, usePresenterShortcuts, usePresenting } from './presenting';
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

  const presenting = usePresenting(
    reveal,
    options.started || options.skipStartScreen || openedByAnother(),
    settings.fullscreen,
  );
  const { started, stopped, start } = presenting;
  const speakerView = useCallback(() => openSpeakerView(deck, options.token), [deck, options.token]);
  usePresenterShortcuts(reveal, deck, markup, presenting, speakerView);

  return (
    <div className={`presenter${started ? ' presenter--started' : ''}`}>
      {!started && (
        <PresenterControls
          deck={deck}
          settings={settings}
          onChange={setSettings}
          onStart={start}
          focusPresent={stopped}
          onSpeakerView={speakerView}
          liveHref={deck.can_edit ? deckViewPath(deck, 'live/server') : undefined}
          onEdit={
            deck.can_edit
              ? () => window.location.assign(reveal ? editorLink(deck, markup, reveal) : deckViewPath(deck, 'edit'))
              : undefined
          }
        />
      )}
      <PresentingStage
        presenting={presenting}
        expander={!openedByAnother()}
        deck={deck}
        markup={markup}
        config={revealConfig({
          deck,
          options,
          mode: 'presenter',
          controls: settings.controls,
          upsizing: settings.upsizing,
        })}
        label={deck.title}
        onDeck={setReveal}
      />
    </div>
  );
}
