import { createFileRoute } from '@tanstack/react-router';
import { DeckViewGate } from '../../../present/deck-view-gate';
import { deckViewLoader } from '../../../present/deck-view-loader';
import { KioskView } from '../../../present/kiosk/kiosk-view';

export const Route = createFileRoute('/$username/$slugOrId/kiosk')({
  staticData: { pageType: 'kiosk', title: 'Kiosk' },
  loader: deckViewLoader,
  component: Kiosk,
});

function Kiosk() {
  const { username, slugOrId } = Route.useParams();
  return <DeckViewGate load={Route.useLoaderData()} username={username} slugOrId={slugOrId} view={KioskView} />;
}
