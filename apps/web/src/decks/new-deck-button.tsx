import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { createDeck } from '../api/decks';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/** Creates a deck for the signed-in user and opens it in the editor. */
export function NewDeckButton() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      const deck = await createDeck();
      await navigate({
        to: '/$username/$slugOrId/edit',
        params: { username: deck.user.username, slugOrId: deck.slug },
      });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button--primary" disabled={busy} onClick={() => void create()}>
      {busy ? 'Creating…' : 'New deck'}
    </button>
  );
}
