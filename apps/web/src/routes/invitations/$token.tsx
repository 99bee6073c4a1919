import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../teams/invitation-page';

export const Route = createFileRoute('/invitations/$token')({
  staticData: { pageType: 'invitation', title: 'Join a team' },
  component: InvitationScreen,
});

function InvitationScreen() {
  return <InvitationPage token={Route.useParams().token} />;
}
