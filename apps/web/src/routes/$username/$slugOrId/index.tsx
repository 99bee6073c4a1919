import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadDeck } from '../../../decks/deck-loader';
import { DeckScreen } from '../../../decks/deck-screen';

export const Route = createFileRoute('/$username/$slugOrId/')({
  staticData: { pageType: 'deck-show', title: 'Deck' },
  loader: async ({ context, params }) => {
    const deck = await loadDeck(context.queryClient, params.username, params.slugOrId);
    // An old slug or the id: the address moves to the deck's current one.
    if (deck.slug !== params.slugOrId) {
      throw redirect({
        to: '/$username/$slugOrId',
        params: { username: deck.user.username, slugOrId: deck.slug },
        replace: true,
      });
    }
  },
  component: DeckScreen,
});
