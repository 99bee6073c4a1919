import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/users/sign_in')({
  staticData: { pageType: 'sign-in', title: 'Sign in' },
  component: ComingSoon,
});
