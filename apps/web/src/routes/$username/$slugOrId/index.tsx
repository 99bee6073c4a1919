import { createFileRoute, redirect } from '@tanstack/react-router';
import { DeckScreen } from '../../../decks/deck-screen';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';

export const Route = createFileRoute('/$username/$slugOrId/')({
  staticData: { pageType: 'deck-show', title: 'Deck' },
  loader: async (context) => {
    const load = await deckViewLoader(context);
    // An old slug or the id: the address moves to the deck's current one.
    if (!load.passwordRequired && load.deck.slug !== context.params.slugOrId) {
      throw redirect({
        to: '/$username/$slugOrId',
        params: { username: load.deck.user.username, slugOrId: load.deck.slug },
        search: (search) => search,
        replace: true,
      });
    }
    return load;
  },
  component: DeckShow,
});

function DeckShow() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={DeckScreen} />;
}
