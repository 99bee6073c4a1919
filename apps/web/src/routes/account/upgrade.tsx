import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { UpgradeScreen } from '../../accounts/upgrade-screen';
import { billingSetupQueryOptions, type BillingPeriodName, type PaidPlanName } from '../../api/billing';
import { CardUpgradeScreen } from '../../billing/card-upgrade-screen';

export const Route = createFileRoute('/account/upgrade')({
  staticData: { pageType: 'subscription-new', title: 'Upgrade' },
  // spec/002 §2: the pricing page carries its `period` on; `plan` is the tier its link named.
  validateSearch: (search): { plan?: PaidPlanName; period?: BillingPeriodName } => ({
    ...(search.plan === 'lite' || search.plan === 'pro' ? { plan: search.plan } : {}),
    ...(search.period === 'yearly' || search.period === 'monthly' ? { period: search.period } : {}),
  }),
  component: Upgrade,
});

/** With payments on, a card form; otherwise the plans an administrator sets (decision 0015). */
function Upgrade() {
  const { plan, period } = Route.useSearch();
  const setup = useQuery(billingSetupQueryOptions());
  if (setup.isPending) return null;
  return setup.data ? (
    <CardUpgradeScreen setup={setup.data} plan={plan ?? 'pro'} period={period ?? 'monthly'} />
  ) : (
    <UpgradeScreen />
  );
}
