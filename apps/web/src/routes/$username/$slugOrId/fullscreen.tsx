import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { FullscreenView } from '../../../present/fullscreen-view';
import { usePresentOptions } from '../../../present/use-present-options';

export const Route = createFileRoute('/$username/$slugOrId/fullscreen')({
  staticData: { pageType: 'fullscreen', title: 'Fullscreen' },
  loader: deckViewLoader,
  component: Fullscreen,
});

function Fullscreen() {
  const { username, slugOrId } = Route.useParams();
  const { token } = usePresentOptions();
  return (
    <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} token={token}>
      {(deck, markup) => <FullscreenView deck={deck} markup={markup} />}
    </DeckViewGate>
  );
}
