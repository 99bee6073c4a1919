import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../../billing/billing-screen';
import { signedInOnly } from '../../routing/signed-in-only';

export const Route = createFileRoute('/account/billing')({
  staticData: { pageType: 'subscription-show', title: 'Billing' },
  beforeLoad: signedInOnly,
  component: BillingScreen,
});
