import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/**
 * Makes a deck and opens it in the editor: `open(make)` is busy while the deck is made and the
 * editor opens, and a failure shows the generic error (spec/001 §8) with the page ready again.
 */
export function useNewDeckOpener(): {
  busy: boolean;
  open: (make: () => Promise<{ slug: string; user: { username: string } }>) => Promise<void>;
} {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async (make: () => Promise<{ slug: string; user: { username: string } }>) => {
    setBusy(true);
    try {
      const deck = await make();
      await navigate({
        to: '/$username/$slugOrId/edit',
        params: { username: deck.user.username, slugOrId: deck.slug },
      });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
      setBusy(false);
    }
  };
  return { busy, open };
}
