import { lazy, Suspense, useState } from 'react';
import { planPrivileges } from '@lectern/domain';
import { createDeck } from '../api/decks';
import { useNewDeckOpener } from './use-new-deck-opener';
import { useCurrentUser } from '../session/session-context';
import { heldPlanOf } from '../session/team-manager';

// The deck template selector, loaded when it first opens.
const NewDeckDialog = lazy(() =>
  import('../templates/new-deck-dialog').then((module) => ({ default: module.NewDeckDialog })),
);

/**
 * New deck opens the deck template selector when the plan allows it (spec/001 §2, §6: Templates and
 * Your Decks); on another plan it creates a deck at once. Either way the new deck opens in the editor.
 */
export function NewDeckButton() {
  const user = useCurrentUser();
  const { busy, open } = useNewDeckOpener();
  const [choosing, setChoosing] = useState(false);
  const selector = user !== null && planPrivileges.deckTemplates.includes(heldPlanOf(user));

  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-haspopup={selector ? 'dialog' : undefined}
        onClick={() => (selector ? setChoosing(true) : void open(createDeck))}
      >
        {busy && !choosing ? 'Creating…' : 'New deck'}
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <NewDeckDialog onClose={() => setChoosing(false)} busy={busy} open={open} />
        </Suspense>
      )}
    </>
  );
}
