import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../../routing/signed-in-only';
import { TeamShow } from '../../teams/team-show';

export const Route = createFileRoute('/team/')({
  staticData: { pageType: 'team-show', title: 'Team' },
  beforeLoad: signedInOnly,
  component: TeamShow,
});
