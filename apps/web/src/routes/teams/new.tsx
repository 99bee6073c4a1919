import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/teams/new')({
  staticData: { pageType: 'team-sign-up', title: 'Create a team' },
  component: ComingSoon,
});
