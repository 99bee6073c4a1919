import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { FullscreenView } from '../../../present/fullscreen-view';

export const Route = createFileRoute('/$username/$slugOrId/fullscreen')({
  staticData: { pageType: 'fullscreen', title: 'Fullscreen' },
  loader: deckViewLoader,
  component: Fullscreen,
});

function Fullscreen() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={FullscreenView} />;
}
