import { useEffect, useId, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import { slideNotesText } from '../present';

/**
 * The speaker notes of the slide shown, under the deck on its page, for a deck that shares them
 * (its `share_notes` setting; the server sends the notes to viewers only then).
 */
export function SharedNotes({ reveal }: { reveal: RevealApi | null }) {
  const titleId = useId();
  const [notes, setNotes] = useState('');
  useEffect(() => {
    if (!reveal) return;
    const update = () => setNotes(slideNotesText(reveal.getCurrentSlide()));
    update();
    reveal.on('slidechanged', update);
    return () => reveal.off('slidechanged', update);
  }, [reveal]);
  return (
    <section className="deck-show__notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="deck-show__notes-title">
        Speaker notes
      </h2>
      <p className="deck-show__notes-text" aria-live="polite">
        {notes || 'No notes on this slide.'}
      </p>
    </section>
  );
}
