import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../layout/coming-soon';

export const Route = createFileRoute('/users/sign_up')({
  staticData: { pageType: 'sign-up', title: 'Sign up' },
  component: ComingSoon,
});
