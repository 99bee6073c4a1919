import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { focusQuietly } from '../../routing/page-focus';
import { editorLink } from '../deck-links';
import { DeckStage } from '../deck-stage';
import { bindPresentShortcuts } from '../keyboard';

/**
 * Presenting and not: the presenter's and the live presenter's panel gives way to the slides
 * (fullscreen when asked) and comes back with the expander or Ctrl/Cmd+P. Presenting moves the
 * focus onto the slides; stopping gives it back to Present (`stopped`).
 */
export function usePresenting(reveal: RevealApi | null, initiallyStarted: boolean, fullscreen: boolean) {
  const [started, setStarted] = useState(initiallyStarted);
  const [stopped, setStopped] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);

  const start = useCallback(() => {
    setStarted(true);
    if (fullscreen && !document.fullscreenElement) document.documentElement.requestFullscreen().catch(() => undefined);
  }, [fullscreen]);

  const stop = useCallback(() => {
    setStopped(true);
    setStarted(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    const host = stageRef.current?.querySelector<HTMLElement>('.lectern-deck-host');
    if (started && host && !host.contains(document.activeElement) && document.activeElement === document.body)
      focusQuietly(host, true);
  }, [started]);

  // The stage changes size with the mode: reveal.js lays the slides out again.
  useEffect(() => reveal?.layout(), [reveal, started]);

  return { started, stopped, start, stop, stageRef };
}

/** Ctrl/Cmd+P starts and stops presenting, +S opens the speaker view, +E the editor for those who may edit. */
export function usePresenterShortcuts(
  reveal: RevealApi | null,
  deck: Deck,
  markup: string,
  presenting: Pick<ReturnType<typeof usePresenting>, 'started' | 'start' | 'stop'>,
  openSpeaker: () => void,
) {
  const { started, start, stop } = presenting;
  useEffect(() => {
    if (!reveal) return;
    return bindPresentShortcuts({
      present: () => (started ? stop() : start()),
      speaker: openSpeaker,
      ...(deck.can_edit ? { edit: () => window.location.assign(editorLink(deck, markup, reveal)) } : {}),
    });
  }, [reveal, deck, markup, started, start, stop, openSpeaker]);
}

interface PresentingStageProps extends Omit<ComponentProps<typeof DeckStage>, 'className'> {
  presenting: ReturnType<typeof usePresenting>;
  /** Whether the expander shows while presenting (not in another page's frame or window). */
  expander: boolean;
}

/** The slides of the presenter views, with the expander that stops presenting. */
export function PresentingStage({ presenting, expander, ...stage }: PresentingStageProps) {
  return (
    <div ref={presenting.stageRef} className="presenter__stage">
      <DeckStage {...stage} className="presenter__deck" />
      {presenting.started && expander && (
        <div className="present-overlay">
          <button type="button" className="button" onClick={presenting.stop}>
            Stop presenting
          </button>
        </div>
      )}
    </div>
  );
}
