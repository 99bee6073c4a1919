import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Deck } from '../api/deck-types';
import { DeckPasswordForm } from '../deck-access';
import { loadDeckView, type DeckViewLoad } from '../decks/deck-loader';
import { pageToken } from './query-options';
import { useDeckAndMarkup } from './use-deck-markup';

interface DeckViewLoaderContext {
  context: { queryClient: QueryClient };
  params: { username: string; slugOrId: string };
  location: { searchStr: string };
}

/** The loader of every deck view: the deck and its slides, through the page's private link when it has one. */
export const deckViewLoader = ({ context, params, location }: DeckViewLoaderContext) =>
  loadDeckView(context.queryClient, params.username, params.slugOrId, pageToken(location.searchStr));

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
