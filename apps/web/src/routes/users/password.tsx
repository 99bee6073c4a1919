import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/users/password')({
  staticData: { pageType: 'password', title: 'Reset your password' },
  component: ComingSoon,
});
