import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { giveKudos, type KudosState } from '../api/decks';
import type { DeckCard } from '@lectern/contracts';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';

/**
 * A deck's kudos: a click changes the count at once and asks the server; a failure puts the
 * count back. A whole deck says whether the viewer gave kudos already; a card does not.
 */
export function useKudos(deck: Pick<DeckCard, 'id' | 'kudos_count'> & { kudoed?: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [state, setState] = useState<KudosState>({ kudos_count: deck.kudos_count, kudoed: deck.kudoed ?? false });
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    const before = state;
    const given = !before.kudoed;
    setBusy(true);
    setState({ kudos_count: before.kudos_count + (given ? 1 : -1), kudoed: given });
    try {
      setState(await giveKudos(queryClient, deck.id, given));
    } catch (error) {
      setState(before);
      notify({ type: 'negative', message: genericErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return { ...state, toggle };
}
