import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../../routing/signed-in-only';
import { TeamMembers } from '../../teams/team-members';

export const Route = createFileRoute('/team/users')({
  staticData: { pageType: 'team-edit-members', title: 'Members' },
  beforeLoad: signedInOnly,
  component: TeamMembers,
});
