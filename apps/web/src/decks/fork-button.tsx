import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { copyDeck } from '../api/decks';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/** Forks the deck into the signed-in user's profile, which then opens (spec/000 §7). */
export function ForkButton({ deckId }: { deckId: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const fork = async () => {
    setBusy(true);
    try {
      const copy = await copyDeck(deckId, 'fork');
      await navigate({ to: '/$username', params: { username: copy.user.username } });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button" disabled={busy} onClick={() => void fork()}>
      {busy ? 'Forking…' : 'Fork'}
    </button>
  );
}
