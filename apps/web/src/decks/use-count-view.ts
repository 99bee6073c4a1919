import { useEffect } from 'react';
import { countView } from '../api/decks-api';

/** Counts one view of the deck when its page opens; the server leaves out the owner's own. A failure goes unnoticed. */
export function useCountView(deckId: string): void {
  useEffect(() => {
    countView(deckId).catch(() => undefined);
  }, [deckId]);
}
