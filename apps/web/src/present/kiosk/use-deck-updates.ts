import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchDeckUpdatedAt } from '../../api/deck-content';
import type { Deck } from '@lectern/contracts';
import { KIOSK_UPDATE_POLL_MS } from '../constants';
import { reloadDeck } from '../deck-reload';

/**
 * Keeps a kiosk's deck current: asks for `updated_at` every poll, and when it grew, loads the
 * deck and its slides again (spec/001 §4). A failed poll waits for the next.
 */
export function useDeckUpdates(deck: Pick<Deck, 'id' | 'updated_at'>, token?: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const known = Date.parse(deck.updated_at);
    const timer = window.setInterval(() => {
      fetchDeckUpdatedAt(deck.id, token)
        .then((updatedAt) => {
          if (Date.parse(updatedAt) > known) reloadDeck(queryClient, deck.id, token);
        })
        .catch(() => undefined);
    }, KIOSK_UPDATE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [deck.id, deck.updated_at, token, queryClient]);
}
