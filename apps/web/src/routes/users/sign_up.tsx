import { createFileRoute } from '@tanstack/react-router';
import { SignUp } from '../../accounts/sign-up';

export const Route = createFileRoute('/users/sign_up')({
  staticData: { pageType: 'sign-up', title: 'Sign up' },
  component: SignUp,
});
