import { createFileRoute } from '@tanstack/react-router';
import { PricingScreen, type PricingPeriod } from '../billing/pricing-screen';

export const Route = createFileRoute('/pricing')({
  staticData: { pageType: 'pricing', title: 'Pricing' },
  // spec/002 §2: `period` is carried on to the calls to action; `highlight` marks tiers.
  validateSearch: (search): { period?: PricingPeriod; highlight?: string } => ({
    ...(search.period === 'yearly' || search.period === 'monthly' ? { period: search.period } : {}),
    ...(typeof search.highlight === 'string' ? { highlight: search.highlight } : {}),
  }),
  component: Pricing,
});

function Pricing() {
  const { period, highlight } = Route.useSearch();
  return <PricingScreen period={period ?? 'monthly'} highlight={highlight} />;
}
