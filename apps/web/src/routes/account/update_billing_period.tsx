import { createFileRoute } from '@tanstack/react-router';
import { PeriodChangeScreen } from '../../billing/period-change-screen';
import { signedInOnly } from '../../routing/signed-in-only';

export const Route = createFileRoute('/account/update_billing_period')({
  staticData: { pageType: 'subscription-edit-period', title: 'Billing period' },
  beforeLoad: signedInOnly,
  component: PeriodChangeScreen,
});
