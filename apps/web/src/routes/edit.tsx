import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '../routing/signed-in-only';
import { TeamSettings } from '../teams/team-settings';

/** A team's settings, at `/edit` of its address (spec/002 §2). */
export const Route = createFileRoute('/edit')({
  staticData: { pageType: 'team-edit', title: 'Team settings' },
  beforeLoad: signedInOnly,
  component: TeamSettings,
});
