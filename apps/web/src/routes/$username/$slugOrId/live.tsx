import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { LiveViewerView } from '../../../present/live/viewer/live-viewer';

export const Route = createFileRoute('/$username/$slugOrId/live')({
  staticData: { pageType: 'live-client', title: 'Live presentation' },
  loader: deckViewLoader,
  component: LiveViewer,
});

function LiveViewer() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={LiveViewerView} />;
}
