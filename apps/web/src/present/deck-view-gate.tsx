import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Deck } from '../api/deck-types';
import { DeckPasswordForm } from '../deck-access';
import type { DeckViewLoad } from '../decks/deck-loader';
import { useDeckAndMarkup } from './use-deck-markup';

interface DeckViewGateProps {
  load: DeckViewLoad;
  username: string;
  slugOrId: string;
  token?: string;
  children: (deck: Deck, markup: string) => ReactNode;
}

/** The view of a loaded deck, or the password form of a private link that asks for one. */
export function DeckViewGate({ load, token, ...address }: DeckViewGateProps) {
  const router = useRouter();
  if (load.passwordRequired && token !== undefined) {
    return <DeckPasswordForm token={token} onUnlocked={() => void router.invalidate()} />;
  }
  return <LoadedDeckView {...address} token={token} />;
}

function LoadedDeckView({ username, slugOrId, token, children }: Omit<DeckViewGateProps, 'load'>) {
  const { deck, markup } = useDeckAndMarkup(username, slugOrId, token);
  return children(deck, markup);
}
