import { useEffect } from 'react';
import { countView } from './decks';

/** Counts one view of the deck when its page opens; the server leaves out the owner's own. A failure goes unnoticed; a private link's
 * token goes with it, as with the deck's reads. */
export function useCountView(deckId: string, token?: string): void {
  useEffect(() => {
    countView(deckId, token).catch(() => undefined);
  }, [deckId, token]);
}
