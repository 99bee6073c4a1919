import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/users/edit')({
  staticData: { pageType: 'account-edit', title: 'Account settings' },
  component: ComingSoon,
});
