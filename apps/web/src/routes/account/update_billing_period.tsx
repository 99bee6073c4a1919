import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/account/update_billing_period')({
  staticData: { pageType: 'subscription-edit-period', title: 'Billing period' },
  component: ComingSoon,
});
