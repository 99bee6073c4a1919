import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/account/update_billing')({
  staticData: { pageType: 'subscription-edit', title: 'Update payment card' },
  component: ComingSoon,
});
