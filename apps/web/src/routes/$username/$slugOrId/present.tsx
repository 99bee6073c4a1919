import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { PresenterView } from '../../../present/presenter/presenter-view';

export const Route = createFileRoute('/$username/$slugOrId/present')({
  staticData: { pageType: 'presenter', title: 'Present' },
  loader: deckViewLoader,
  component: Present,
});

function Present() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={PresenterView} />;
}
