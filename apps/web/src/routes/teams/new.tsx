import { createFileRoute } from '@tanstack/react-router';
import { TeamSignUp, type BillingPeriod } from '../../teams/team-sign-up';

export const Route = createFileRoute('/teams/new')({
  staticData: { pageType: 'team-sign-up', title: 'Create a team' },
  // Spec/002 §2: an optional period parameter pre-selects the billing period.
  validateSearch: (search): { period?: BillingPeriod } =>
    search.period === 'yearly' || search.period === 'monthly' ? { period: search.period } : {},
  component: TeamSignUpScreen,
});

function TeamSignUpScreen() {
  return <TeamSignUp period={Route.useSearch().period ?? 'monthly'} />;
}
