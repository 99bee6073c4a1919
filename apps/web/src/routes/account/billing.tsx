import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/account/billing')({
  staticData: { pageType: 'subscription-show', title: 'Billing' },
  component: ComingSoon,
});
