import type { ComponentType } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Deck } from '@lectern/contracts';
import { DeckPasswordForm } from '../access-tokens';
import type { DeckViewLoad } from '../decks/deck-loader';
import { useDeckAndMarkup } from './use-deck-markup';
import { usePresentOptions } from './use-present-options';

/** A view of a loaded deck and its slide markup. */
export type DeckView = ComponentType<{ deck: Deck; markup: string }>;

interface DeckViewGateProps {
  load: DeckViewLoad;
  username: string;
  slugOrId: string;
  view: DeckView;
}

/** The view of a loaded deck, or the password form of a private link that asks for one. */
export function DeckViewGate({ load, ...address }: DeckViewGateProps) {
  const router = useRouter();
  const { token } = usePresentOptions();
  if (load.passwordRequired && token !== undefined) {
    return <DeckPasswordForm token={token} onUnlocked={() => void router.invalidate()} />;
  }
  return <LoadedDeckView {...address} token={token} />;
}

function LoadedDeckView({
  username,
  slugOrId,
  token,
  view: View,
}: Omit<DeckViewGateProps, 'load'> & { token?: string }) {
  const { deck, markup } = useDeckAndMarkup(username, slugOrId, token);
  return <View deck={deck} markup={markup} />;
}
