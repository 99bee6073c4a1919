import { useEffect, useId, useRef, useState } from 'react';
import { SPEAKER_NOTES_MAX_LENGTH, type Slide } from '@lectern/deck-format';
import { useEditorApi } from '../editor-context';
import './notes-dock.css';

/** Typed notes reach the slide this long after the last keystroke, and at once when the field is left. */
export const DOCKED_NOTES_DELAY_MS = 1000;

/**
 * The speaker notes docked under the slide (spec/001 §2, §3 `editor_fixed_notes`): the current
 * slide's notes, written in place. Each pause in typing is one undoable change. Keyed by the
 * slide, so what is typed never reaches another one.
 */
export function NotesDock({ slide }: { slide: Slide }) {
  const { run } = useEditorApi();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, slide });
  latest.current = { draft, slide };

  const commit = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { draft: typed, slide: shown } = latest.current;
    if (typed === null) return;
    setDraft(null);
    if (typed !== (shown.notes ?? '')) void run('setSlideNotes', { slideId: shown.id, notes: typed });
  };
  // Showing another slide unmounts the field without a blur: what was typed goes to its own slide.
  useEffect(() => () => commit(), []);

  return (
    <section className="notes-dock" aria-labelledby={id}>
      <label id={id} className="notes-dock__label" htmlFor={`${id}-text`}>
        Speaker notes
      </label>
      <textarea
        id={`${id}-text`}
        className="notes-dock__text"
        value={draft ?? slide.notes ?? ''}
        maxLength={SPEAKER_NOTES_MAX_LENGTH}
        placeholder="Notes for this slide, shown in the speaker view"
        onChange={(event) => {
          setDraft(event.target.value);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(commit, DOCKED_NOTES_DELAY_MS);
        }}
        onBlur={commit}
      />
    </section>
  );
}
