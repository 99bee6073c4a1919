import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { LivePublisherView } from '../../../present/live/publisher/live-publisher';

export const Route = createFileRoute('/$username/$slugOrId/live_/server')({
  staticData: { pageType: 'live-server', title: 'Present live' },
  loader: deckViewLoader,
  component: LivePublisher,
});

function LivePublisher() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={LivePublisherView} />;
}
