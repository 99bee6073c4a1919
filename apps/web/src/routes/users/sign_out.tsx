import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/users/sign_out')({
  staticData: { pageType: 'base', title: 'Sign out' },
  component: ComingSoon,
});
