import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { useDocumentTitle } from '../../routing/use-document-title';
import { SPEAKER_MOBILE_MAX_WIDTH } from '../constants';
import { DeckStage } from '../deck-stage';
import { revealConfig } from '../reveal-config';
import { usePresentOptions } from '../use-present-options';
import { usePresenterSync } from '../use-presenter-sync';
import { slideNotesText } from './slide-notes';
import { SPEAKER_LAYOUTS, type SpeakerLayout } from './speaker-layout';
import { SpeakerTimerPanel } from './speaker-timer-panel';
import { TimeLimitPrompt } from './time-limit-prompt';
import { useNarrowWindow } from './use-narrow-window';
import { useSpeakerPreferences } from './use-speaker-preferences';
import { useNow, useSpeakerTimer } from './use-speaker-timer';
import { useTouchNavigation } from './use-touch-navigation';
import { useViewerCount, viewersText } from './use-viewer-count';
import '../present-views.css';
import './speaker.css';

/**
 * The speaker view (spec/001 §2, §4): the current slide and the upcoming one, the notes, the
 * clock, the timer and the bars, in four layouts, dark or light; under 700 px wide a mobile
 * variant moved by tap and swipe. It follows the presenter window, and leads it when moved here.
 */
export function SpeakerView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const { layout, theme, changeLayout, changeTheme } = useSpeakerPreferences();
  const mobile = useNarrowWindow(SPEAKER_MOBILE_MAX_WIDTH);
  const [current, setCurrent] = useState<RevealApi | null>(null);
  const [upcoming, setUpcoming] = useState<RevealApi | null>(null);
  const [moves, countMove] = useReducer((count: number) => count + 1, 0);
  const { timer, limit, start, pause, stop, slideChanged, changeLimit } = useSpeakerTimer(deck.id, deck.time_limit);
  const [limitPrompt, setLimitPrompt] = useState(false);
  const now = useNow();
  const viewers = useViewerCount(deck.id);
  const currentArea = useRef<HTMLDivElement>(null);
  useDocumentTitle(`Speaker view: ${deck.title}`);

  const onMove = useCallback(() => {
    slideChanged();
    countMove();
  }, [slideChanged]);
  usePresenterSync(deck.id, current, { greet: true, onMove });
  useTouchNavigation(currentArea, current, mobile);

  // The upcoming preview is the current position plus one step.
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    if (!current || !upcoming) return;
    upcoming.setState(current.getState());
    const before = upcoming.getIndices();
    upcoming.next();
    const after = upcoming.getIndices();
    setAtEnd(before.h === after.h && before.v === after.v && before.f === after.f);
  }, [current, upcoming, moves]);

  const rewind = () => {
    current?.slide(0, 0, -1);
    stop();
  };

  const config = revealConfig({ deck, options, mode: 'speaker' });
  const slide = current?.getCurrentSlide();
  const notes = slideNotesText(slide);
  const progress = current ? current.getProgress() : 0;
  const slideNumber = current ? current.getSlidePastCount() + 1 : 1;
  const total = current ? current.getTotalSlides() : deck.slide_count;

  return (
    <>
      <div
        className={`speaker speaker--${mobile ? 'mobile' : layout} speaker--${theme}`}
        data-moves={moves}
        data-timer={timer.status}
      >
        <header className="speaker__bar">
          <h1 className="speaker__title">{deck.title}</h1>
          <span className="speaker__count" aria-label="Slide">
            {slideNumber} / {total}
          </span>
          {viewers !== null && (
            <span className="speaker__viewers" aria-label="Live audience">
              {viewersText(viewers)}
            </span>
          )}
          {!mobile && (
            <label className="speaker__layout">
              Layout
              <select value={layout} onChange={(event) => changeLayout(event.target.value as SpeakerLayout)}>
                {SPEAKER_LAYOUTS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button
            type="button"
            className="speaker__theme"
            aria-pressed={theme === 'dark'}
            onClick={() => changeTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            Dark mode
          </button>
        </header>
        <div
          className="speaker__progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </div>
        <div className="speaker__current" ref={currentArea}>
          <h2 className="speaker__label">Current slide</h2>
          <DeckStage
            deck={deck}
            markup={markup}
            config={config}
            className="speaker__deck"
            label="Current slide"
            onDeck={setCurrent}
          />
        </div>
        <div className="speaker__upcoming">
          <h2 className="speaker__label">Upcoming</h2>
          <DeckStage
            deck={deck}
            markup={markup}
            config={{ ...config, keyboard: false, transition: 'none' }}
            className="speaker__deck"
            label="Upcoming slide"
            onDeck={setUpcoming}
          />
          {atEnd && <p className="speaker__end">End of presentation</p>}
          <button type="button" className="speaker__jump" disabled={atEnd} onClick={() => current?.next()}>
            Jump to upcoming
          </button>
        </div>
        <section className="speaker__notes" aria-label="Notes">
          <h2 className="speaker__label">Notes</h2>
          <div className="speaker__notes-text">{notes || 'No notes on this slide.'}</div>
        </section>
        <SpeakerTimerPanel
          timer={timer}
          now={now}
          timeLimitMinutes={limit}
          onStart={start}
          onPause={pause}
          onRewind={rewind}
          onTimeLimit={deck.can_edit ? () => setLimitPrompt(true) : undefined}
        />
      </div>
      {limitPrompt && (
        <TimeLimitPrompt deckId={deck.id} limit={limit} onSaved={changeLimit} onClose={() => setLimitPrompt(false)} />
      )}
    </>
  );
}
