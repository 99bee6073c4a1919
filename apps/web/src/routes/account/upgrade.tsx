import { createFileRoute } from '@tanstack/react-router';
import { UpgradeScreen } from '../../accounts/upgrade-screen';

export const Route = createFileRoute('/account/upgrade')({
  staticData: { pageType: 'subscription-new', title: 'Upgrade' },
  component: UpgradeScreen,
});
