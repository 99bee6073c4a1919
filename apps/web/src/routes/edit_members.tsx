import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../routing/signed-in-only';
import { TeamMembers } from '../teams/team-members';

/** A team's members, at `/edit_members` of its address (spec/002 §2). */
export const Route = createFileRoute('/edit_members')({
  staticData: { pageType: 'team-edit-members', title: 'Members' },
  beforeLoad: signedInOnly,
  component: TeamMembers,
});
