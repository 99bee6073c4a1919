import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../../routing/signed-in-only';
import { TeamInvitations } from '../../teams/team-invitations';

export const Route = createFileRoute('/team/invitations')({
  staticData: { pageType: 'team-edit-members', title: 'Invitations' },
  beforeLoad: signedInOnly,
  component: TeamInvitations,
});
