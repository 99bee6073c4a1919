import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { EmbedView } from '../../../present/embed/embed-view';

export const Route = createFileRoute('/$username/$slugOrId/embed')({
  staticData: { pageType: 'embed', title: 'Embedded deck' },
  loader: deckViewLoader,
  component: Embed,
});

function Embed() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={EmbedView} />;
}
