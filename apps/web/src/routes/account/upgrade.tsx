import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/account/upgrade')({
  staticData: { pageType: 'subscription-new', title: 'Upgrade' },
  component: ComingSoon,
});
