import { createFileRoute } from '@tanstack/react-router';
import { ReviewScreen } from '../../../collaboration/review-screen';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';

/** `/{username}/{slug}/review`: the deck for those who do not edit it now, with its comments and presence. */
export const Route = createFileRoute('/$username/$slugOrId/review')({
  staticData: { pageType: 'review', title: 'Review deck' },
  loader: deckViewLoader,
  component: Review,
});

function Review() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={ReviewScreen} />;
}
