import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReviewScreen } from '../../../review/review-screen';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';

/** `/{username}/{slug}/review`: the deck for those who do not edit it now, with its comments and presence. */
export const Route = createFileRoute('/$username/$slugOrId/review')({
  staticData: { pageType: 'review', title: 'Review deck' },
  loader: async (context) => {
    const load = await deckViewLoader(context);
    // An old slug or the id: the address moves to the deck's current one.
    if (!load.passwordRequired && load.deck.slug !== context.params.slugOrId)
      throw redirect({
        to: '/$username/$slugOrId/review',
        params: { username: load.deck.user.username, slugOrId: load.deck.slug },
        search: (search) => search,
        replace: true,
      });
    return load;
  },
  component: Review,
});

function Review() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={ReviewScreen} />;
}
