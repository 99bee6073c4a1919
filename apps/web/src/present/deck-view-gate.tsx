import type { ComponentType } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Deck } from '@lectern/contracts';
import { DeckPasswordForm } from '../access-tokens';
import type { DeckViewLoad } from '../routing/deck-loader';
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
    return (
      <DeckPasswordForm
        token={token}
        onUnlocked={(framedToken) => {
          // In a frame the unlock cookie may be neither kept nor sent (another site around it): the
          // frame's own address carries the unlock instead.
          if (window.self === window.top) return void router.invalidate();
          const url = new URL(window.location.href);
          url.searchParams.set('token', framedToken);
          void router
            .navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true })
            .then(() => router.invalidate());
        }}
      />
    );
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
